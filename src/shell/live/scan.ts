/**
 * Reading a pairing code with the camera: the browser's own `BarcodeDetector` where it has one
 * (Chrome on Android, Safari from 17 behind its camera, …). Where it has none, the screen says so
 * and offers the other ways: type the code, or scan the QR code with the phone's camera app (it
 * is a link that opens this app with the code).
 */
type Detector = { detect(source: CanvasImageSource): Promise<{ rawValue: string }[]> }
type DetectorClass = { new (o: { formats: string[] }): Detector; getSupportedFormats?(): Promise<string[]> }

/** Whether this browser can read QR codes from the camera by itself. */
export async function canScan(): Promise<boolean> {
  const D = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector
  if (!D || !navigator.mediaDevices?.getUserMedia) return false
  try {
    return !D.getSupportedFormats || (await D.getSupportedFormats()).includes('qr_code')
  } catch {
    return false
  }
}

/** Show the camera in `video` and call `found` with the first QR code read; returns a stop function. */
export async function scan(video: HTMLVideoElement, found: (text: string) => void): Promise<() => void> {
  const D = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector!
  const detector = new D({ formats: ['qr_code'] })
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
  video.srcObject = stream
  video.muted = true
  video.playsInline = true
  await video.play().catch(() => undefined)
  let stopped = false
  const stop = () => {
    stopped = true
    for (const t of stream.getTracks()) t.stop()
    video.srcObject = null
  }
  const tick = async () => {
    if (stopped) return
    try {
      const codes = await detector.detect(video)
      if (codes[0]?.rawValue) {
        stop()
        found(codes[0].rawValue)
        return
      }
    } catch {
      // a frame not ready yet
    }
    setTimeout(() => void tick(), 250)
  }
  void tick()
  return stop
}

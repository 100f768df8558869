import { onMounted, watch, type Ref } from 'vue'

/**
 * An attribute of an element kept equal to `value()`, written to the element as soon as the value
 * changes (a synchronous watcher), not by a re-render: for the marks a tap flips before its write
 * and back after its commit (the save state, the busy mark). A re-render of their component would
 * run a render pass in the tap's own task, twice per tap; writing one attribute is all they need.
 */
export function markAttribute(el: Readonly<Ref<HTMLElement | null>>, name: string, value: () => string) {
  const write = (v: string) => el.value?.setAttribute(name, v)
  watch(value, write, { flush: 'sync' })
  onMounted(() => write(value()))
}

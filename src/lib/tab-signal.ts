/**
 * «Something changed» for listeners in this tab and in the app's other tabs (a BroadcastChannel
 * where the browser has one). The listeners re-read what they show; the signal carries no data.
 */
export function tabSignal(name: string) {
  const listeners = new Set<() => void>();
  let channel: BroadcastChannel | undefined;
  const open = (): BroadcastChannel | undefined => {
    if (!channel && typeof BroadcastChannel !== 'undefined') {
      channel = new BroadcastChannel(name);
      channel.onmessage = () => listeners.forEach((listener) => listener());
    }
    return channel;
  };
  return {
    /** The other tabs only: this tab already shows the change. */
    toOtherTabs: () => void open()?.postMessage('changed'),
    /** This tab's listeners and the other tabs. */
    everywhere: () => {
      open()?.postMessage('changed');
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener: () => void): (() => void) => {
      open();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

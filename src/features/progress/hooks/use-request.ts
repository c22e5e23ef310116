import { useCallback, useEffect, useState } from 'react';

export type Requested<T> = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; value: T };

/**
 * One GET's answer for a key, fetched again when the key changes or on `reload()`. An answer for
 * a key the page has left is dropped; a reload keeps showing the last answer until the new one.
 */
export function useRequest<T>(key: string, load: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<{ key: string; value: Requested<T> }>({ key, value: { kind: 'loading' } });
  const [round, setRound] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    load(abort.signal).then(
      (value) => !abort.signal.aborted && setState({ key, value: { kind: 'ready', value } }),
      () => !abort.signal.aborted && setState((current) => (current.key === key && current.value.kind === 'ready' ? current : { key, value: { kind: 'error' } })),
    );
    return () => abort.abort();
    // `load` is a new function each render; the key says what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { state: state.key === key ? state.value : ({ kind: 'loading' } as const), reload };
}

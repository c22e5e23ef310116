// Prometheus's text format (version 0.0.4), written by hand: a few counters and one histogram
// need no library (docs/decisions/0201-health-names-what-is-broken.md).

/** Request durations' buckets, in seconds: from a cached answer to a photo over slow Wi-Fi. */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

export interface Gauge {
  name: string;
  help: string;
  value: number;
}

const escapeLabel = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const labels = (pairs: Record<string, string>) =>
  `{${Object.entries(pairs)
    .map(([key, value]) => `${key}="${escapeLabel(value)}"`)
    .join(',')}}`;
const number = (value: number) => (Number.isFinite(value) ? String(value) : value > 0 ? '+Inf' : 'NaN');

interface Timing {
  method: string;
  route: string;
  /** Per bucket (not cumulative), and the last one for above every bucket. */
  counts: number[];
  sum: number;
  count: number;
}

export interface RequestMetrics {
  /** One answered request: its method, route template, status and time in seconds. */
  observe(method: string, route: string, status: number, seconds: number): void;
  /** The whole text: the request counter, the duration histogram, then `gauges`. */
  render(gauges: readonly Gauge[]): string;
}

export function createRequestMetrics(): RequestMetrics {
  const requests = new Map<string, { method: string; route: string; status: string; n: number }>();
  const timings = new Map<string, Timing>();
  return {
    observe(method, route, status, seconds) {
      const key = `${method} ${route} ${status}`;
      const counted = requests.get(key) ?? { method, route, status: String(status), n: 0 };
      counted.n += 1;
      requests.set(key, counted);
      const timingKey = `${method} ${route}`;
      let timing = timings.get(timingKey);
      if (!timing) {
        timing = { method, route, counts: new Array<number>(DURATION_BUCKETS.length + 1).fill(0), sum: 0, count: 0 };
        timings.set(timingKey, timing);
      }
      const bucket = DURATION_BUCKETS.findIndex((bound) => seconds <= bound);
      timing.counts[bucket === -1 ? DURATION_BUCKETS.length : bucket]! += 1;
      timing.sum += seconds;
      timing.count += 1;
    },
    render(gauges) {
      const lines = ['# HELP school_http_requests_total Answered requests by method, route and status.', '# TYPE school_http_requests_total counter'];
      for (const { method, route, status, n } of requests.values()) lines.push(`school_http_requests_total${labels({ method, route, status })} ${n}`);
      lines.push('# HELP school_http_request_duration_seconds Time to answer a request, by method and route.', '# TYPE school_http_request_duration_seconds histogram');
      for (const { method, route, counts, sum, count } of timings.values()) {
        let cumulative = 0;
        DURATION_BUCKETS.forEach((bound, i) => {
          cumulative += counts[i]!;
          lines.push(`school_http_request_duration_seconds_bucket${labels({ method, route, le: String(bound) })} ${cumulative}`);
        });
        lines.push(`school_http_request_duration_seconds_bucket${labels({ method, route, le: '+Inf' })} ${count}`);
        lines.push(`school_http_request_duration_seconds_sum${labels({ method, route })} ${number(sum)}`);
        lines.push(`school_http_request_duration_seconds_count${labels({ method, route })} ${count}`);
      }
      for (const gauge of gauges) lines.push(`# HELP ${gauge.name} ${gauge.help}`, `# TYPE ${gauge.name} gauge`, `${gauge.name} ${number(gauge.value)}`);
      return `${lines.join('\n')}\n`;
    },
  };
}

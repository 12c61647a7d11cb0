// The request latency histogram, kept by hand: prom-client's labelled histogram hashes and validates its labels
// on every observation (~3 µs measured); here one map lookup and a short loop (~0.1 µs), rendered at scrape.
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const NAME = 'gabinete_http_request_duration_seconds';

interface Series {
  labels: string;
  counts: Float64Array;
  sum: number;
  count: number;
}

const escape = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

export function requestHistogram() {
  const series = new Map<string, Series>();
  return {
    observe(method: string, route: string, status: number, seconds: number) {
      const key = `${method} ${route} ${status}`;
      let s = series.get(key);
      if (!s) {
        s = {
          labels: `method="${escape(method)}",route="${escape(route)}",status="${status}"`,
          counts: new Float64Array(BUCKETS.length),
          sum: 0,
          count: 0,
        };
        series.set(key, s);
      }
      for (let i = 0; i < BUCKETS.length; i++)
        if (seconds <= BUCKETS[i]!) {
          s.counts[i]!++;
          break;
        }
      s.sum += seconds;
      s.count++;
    },
    /** Prometheus text format (cumulative buckets). */
    render(): string {
      const out = [
        `# HELP ${NAME} Duração das requisições HTTP por rota (padrão da rota, não a URL)`,
        `# TYPE ${NAME} histogram`,
      ];
      for (const s of series.values()) {
        let cumulative = 0;
        for (let i = 0; i < BUCKETS.length; i++) {
          cumulative += s.counts[i]!;
          out.push(`${NAME}_bucket{${s.labels},le="${BUCKETS[i]}"} ${cumulative}`);
        }
        out.push(`${NAME}_bucket{${s.labels},le="+Inf"} ${s.count}`);
        out.push(`${NAME}_sum{${s.labels}} ${s.sum}`);
        out.push(`${NAME}_count{${s.labels}} ${s.count}`);
      }
      return out.join('\n') + '\n';
    },
  };
}

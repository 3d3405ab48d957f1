// A Chromium trace's main-thread tasks, each with what ran in it: the scripts evaluated, the functions
// called (by script), layout, style, paint, microtasks, garbage collection. Shared by
// trace-long-tasks.mjs (its own traces) and measure-lighthouse.mjs --verbose (Lighthouse's trace: the
// observed tasks its simulation multiplies). Plain ESM, no dependency.
/* global URL -- Node's */

const PARTS = [
  'Layout',
  'UpdateLayoutTree',
  'Paint',
  'ParseHTML',
  'v8.compile',
  'MajorGC',
  'MinorGC',
  'RunMicrotasks',
  'V8.RunMicrotasks',
  'ParseAuthorStyleSheet',
  'HitTest',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'ResourceReceivedData',
  'ResourceFinish',
  'ResourceReceiveResponse',
  'v8.produceCache',
  'v8.deserializeOnBackground',
  'PrePaint',
  'Layerize',
  'ScheduleStyleRecalculation',
];

export const shortUrl = (url) =>
  url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/\.[0-9a-f]{8}\.js$/, '.js') : '';

/** The renderer main thread that evaluated the most scripts of `origin`, and its navigation's start. */
export function pageMainThread(events, origin) {
  const mainThreads = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const counts = new Map();
  for (const e of events)
    if (
      e.name === 'EvaluateScript' &&
      e.args?.data?.url?.startsWith(origin) &&
      mainThreads.has(`${e.pid}:${e.tid}`)
    )
      counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const thread = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onThread = events.filter((e) => `${e.pid}:${e.tid}` === thread);
  const pid = thread?.split(':')[0];
  const navigations = events.filter((e) => e.name === 'navigationStart' && String(e.pid) === pid);
  // The page's navigation: the last one to a URL of `origin` (a fresh context opens about:blank first;
  // Lighthouse's trace has later ones with no URL), else the last one.
  const ofOrigin = navigations.filter((e) => e.args?.data?.documentLoaderURL?.startsWith(origin));
  const navigationStart = Math.max(...(ofOrigin.length > 0 ? ofOrigin : navigations).map((e) => e.ts));
  return { onThread, navigationStart };
}

/**
 * The tasks of `onThread` from `navigationStart` that pass `keep(task)`, each with its start (ms from
 * navigation), wall duration, thread CPU time, and its six largest parts (ms, summed by kind).
 */
export function describeTasks(onThread, navigationStart, keep) {
  const tasks = onThread
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.ts >= navigationStart && keep(e))
    .sort((a, b) => a.ts - b.ts);
  const inside = onThread.filter((e) => e.ph === 'X' && e.name !== 'RunTask').sort((a, b) => a.ts - b.ts);
  return tasks.map((task) => {
    const end = task.ts + task.dur;
    const parts = new Map();
    for (const e of inside) {
      if (e.ts < task.ts) continue;
      if (e.ts >= end) break;
      let key = null;
      if (e.name === 'EvaluateScript') key = `eval ${shortUrl(e.args?.data?.url)}`;
      else if (e.name === 'FunctionCall')
        key = `call ${shortUrl(e.args?.data?.url)}${e.args?.data?.functionName ? ` ${e.args.data.functionName}` : ''}`;
      else if (PARTS.includes(e.name)) key = e.name;
      if (key) parts.set(key, (parts.get(key) ?? 0) + (e.dur ?? 0) / 1000);
    }
    return {
      start: Math.round((task.ts - navigationStart) / 1000),
      duration: Math.round(task.dur / 1000),
      cpu: Math.round((task.tdur ?? 0) / 1000),
      parts: [...parts.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([what, ms]) => `${what} ${Math.round(ms)}`),
    };
  });
}

/** `url`'s origin, for pageMainThread. */
export const originOf = (url) => new URL(url).origin;

// The shell's start, in steps. Each step evaluates what it imports (all of it is already in this chunk: nothing is
// fetched) and then gives the main thread back to the browser before the next one. Evaluating react-dom, Chakra's
// system and the app at once was one task of 1.2 s at Lighthouse's ×4 CPU slowdown, during which a tap on the
// server-drawn page waited unanswered; shorter tasks are also what total blocking time counts.

/** Resolves in a new task, after the browser has had a turn. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

void (async () => {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ 'shared-ui');
  await nextTask();
  const { start } = await import(/* webpackMode: "eager" */ './start');
  await nextTask();
  await start(nextTask);
})();

export {};

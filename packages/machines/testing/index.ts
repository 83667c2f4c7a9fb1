// @casino/machines/testing: the one kit for running machines without the portal — fake actors and
// a clock that knows its timers (the model tests and the Storybook playgrounds both use them), and
// the model-based testing of machines: the model (its real graph, one path per transition), the
// execution of each path on a real actor, and the coverage line every machine test prints. Nothing
// here imports Vitest (model-tests.ts does, and is its own subpath), so a browser bundle may use it.
export * from './event-key.ts';
export * from './execute-path.ts';
export * from './fake-actors.ts';
export * from './flush.ts';
export * from './machine-model.ts';
export * from './model-coverage.ts';
export * from './same-value.ts';
export * from './test-clock.ts';
export * from './transition-paths.ts';

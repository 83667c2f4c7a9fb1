// A story component per machine: the generic Playground bound to one description, so that a story's
// args are only the viewer's starting choices and its spies (CSF3 `args` with `fn()`).
import type { PlaygroundDescription } from './machine-description.ts';
import type { PlaygroundOptions } from './playground-session.ts';
import { Playground } from './Playground.tsx';

export type MachinePlaygroundProps = PlaygroundOptions;

export const playgroundOf = (description: PlaygroundDescription) => {
  const MachinePlayground = (props: MachinePlaygroundProps) => <Playground description={description} {...props} />;
  MachinePlayground.displayName = `Playground(${description.id})`;
  return MachinePlayground;
};

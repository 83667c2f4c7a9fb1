// The queue of messages shown at game start is core's rule (playerMessageQueue); the machine's name
// for it stays exported.
export { playerMessageQueue as messageQueue } from '@casino/core';

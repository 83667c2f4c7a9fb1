export { videoPreviewMachine } from './video-preview.machine.ts';
export { connect } from './video-preview.connect.ts';
export type * from './video-preview.types.ts';

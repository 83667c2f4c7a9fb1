// The old my-account modal's frame (part 2 §2): it closes when the frame posts a close-modal message.

/** The message the my-account frame posts to be closed: the string itself, or an object of this type. */
export const MY_ACCOUNT_CLOSE_MESSAGE = 'close-modal';

/** A window message as the page receives it. */
export interface FrameMessage {
  readonly origin: string;
  readonly data: unknown;
}

const isCloseData = (data: unknown): boolean =>
  data === MY_ACCOUNT_CLOSE_MESSAGE || (typeof data === 'object' && data !== null && (data as { readonly type?: unknown }).type === MY_ACCOUNT_CLOSE_MESSAGE);

/** A close-modal message from exactly the frame's origin; any other page could post one too. */
export const closesMyAccount = (message: FrameMessage, frameOrigin: string): boolean => message.origin === frameOrigin && isCloseData(message.data);

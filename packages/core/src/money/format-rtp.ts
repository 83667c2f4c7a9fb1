// Return to player as shown in game details (part 2 §3 and §9: 2 decimals and %).
import { RTP_DECIMALS } from '../constants.ts';

/** '96.50%'; an unknown RTP gives '' so that the row can be hidden. */
export const formatRtp = (rtp: number | null | undefined): string => (typeof rtp === 'number' && Number.isFinite(rtp) ? `${rtp.toFixed(RTP_DECIMALS)}%` : '');

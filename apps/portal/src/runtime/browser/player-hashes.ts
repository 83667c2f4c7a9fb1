// The SHA-256 of a player's contact fields as core's hashInputsOf spells them: what the analytics
// user event and the marketing object carry instead of the fields themselves.
import { hashInputsOf, type PlayerHashes, type PlayerInfo } from '@casino/core';

const sha256Hex = async (text: string): Promise<string> => {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
};

const hashOrNull = (value: string | null) => (value === null ? Promise.resolve(null) : sha256Hex(value));

export const playerHashes = async (info: PlayerInfo): Promise<PlayerHashes> => {
  const inputs = hashInputsOf(info);
  const [email, phone] = await Promise.all([hashOrNull(inputs.email), hashOrNull(inputs.phone)]);
  return { email, phone };
};

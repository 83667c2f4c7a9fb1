// Request bodies arrive as untrusted JSON; routes read them through these helpers and answer 400
// instead of throwing on a body that is not what the contract says.
import type { Context } from 'hono';

export const readJsonBody = async (c: Context): Promise<unknown> => {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const stringField = (value: unknown, key: string): string | undefined => {
  if (!isRecord(value)) return undefined;
  const field = value[key];
  return typeof field === 'string' ? field : undefined;
};

export const badRequest = (c: Context, message: string) => c.json({ message }, 400);
export const notFound = (c: Context, message: string) => c.json({ message }, 404);

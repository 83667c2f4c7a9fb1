// The recommendation service's lists of a page (part 2 §7: GET /Personalized/general/categories,
// "client only"), fetched by the content API's client (decoded by its Schema; a failure is its tagged
// error with errors.failed-to-fetch-special-categories) once per page visit for every service row of
// the page: the spec fetches the dynamic categories again on a route change (part 2 §4), so each
// visit of a lobby (its history entry's key) asks anew, for its audience (language, preview mode, a
// visitor's or a player's answer: the platform reads the session for "because you played"); what a
// lobby drawn again draws at once, until the visit's own answer comes, the rows keep (service-row.tsx:
// the answer with its tiles). A failure is told once (the caller's onFailure), then forgotten: the
// next ask (the snackbar's Try again) fetches again.
import { ContentApi } from '@casino/api-clients';
import type { PersonalisedCategory } from '@casino/core';
import type { PortalRuntime } from '../../runtime/portal-runtime.ts';

type Answer = readonly PersonalisedCategory[];

/** The fetch of the page visit being shown (only that one: an earlier visit's answer is not asked for again). */
let current: { readonly key: string; readonly answer: Promise<Answer> } | null = null;

const audienceOf = (runtime: PortalRuntime, loggedIn: boolean): string =>
  `${runtime.page.locale()}|${runtime.page.preview()}|${loggedIn ? 'player' : 'visitor'}`;

/** The lists for this visit of the page (`visit`: its history entry's key), one fetch for all its rows. */
export const loadServiceCategories = (runtime: PortalRuntime, loggedIn: boolean, visit: string, onFailure: (error: unknown) => void): Promise<Answer> => {
  const audience = audienceOf(runtime, loggedIn);
  const key = `${audience}|${visit}`;
  if (current?.key === key) return current.answer;
  const answer = runtime.api.run(ContentApi.use((api) => api.personalisedCategories()));
  current = { key, answer };
  answer.catch((error: unknown) => {
    if (current?.answer === answer) current = null;
    onFailure(error);
  });
  return answer;
};

// The recommendation service's lists of a page (part 2 §7: GET /Personalized/general/categories,
// "client only"), fetched by the content API's client (decoded by its Schema; a failure is its tagged
// error with errors.failed-to-fetch-special-categories) once for every service row of the page: one
// answer a visitor's, another a player's (the platform reads the session for "because you played"),
// per language and preview mode. A failure is told once (the caller's onFailure), then forgotten: the
// next ask (the snackbar's Try again) fetches again.
import { ContentApi } from '@casino/api-clients';
import type { PersonalisedCategory } from '@casino/core';
import type { PortalRuntime } from '../../runtime/portal-runtime.ts';
import { createSharedAnswers } from '../shared-answers.ts';

const shared = createSharedAnswers<readonly PersonalisedCategory[]>();

export const loadServiceCategories = (
  runtime: PortalRuntime,
  loggedIn: boolean,
  onFailure: (error: unknown) => void,
): Promise<readonly PersonalisedCategory[]> =>
  shared(
    `${runtime.page.locale()}|${runtime.page.preview()}|${loggedIn ? 'player' : 'visitor'}`,
    () => runtime.api.run(ContentApi.use((api) => api.personalisedCategories())),
    onFailure,
  );

// The page's applied filters as query parameters (provider=…&jackpot=1), for the language switch's
// links to the same view in the other language. Empty on the server and through hydration: the
// chrome's parts are reused server markup keyed by the path alone (chrome-markup.tsx), which a query
// from the address would make a key per query anyone sends, and a link that differed from that markup
// would not hydrate. Once hydrated, the links follow the address (a filter change, back and forward).
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { filterParamsOf } from '@casino/core';

const noSubscription = () => () => {};
const none = () => '';

export const useFilterParams = (): string => {
  const { search } = useLocation();
  return useSyncExternalStore(noSubscription, () => filterParamsOf(search), none);
};

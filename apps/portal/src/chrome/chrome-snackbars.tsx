// The one snackbar host of the page (the root system's snackbar machine: at most 4, 5 s each, by
// core's policy), its keys translated here; the site layout and the game-play layout both hold it.
import { useLingui } from '@lingui/react/macro';
import { snackbar } from '@casino/machines';
import { SnackbarHost } from '@casino/react-ui';
import { SystemId } from '../runtime/root/system-ids.ts';
import { wordsOf } from './error-messages.ts';
import { useBrowserRuntime } from './portal-system-provider.tsx';
import { useActorView } from './use-actor-view.ts';

const EMPTY = { messages: [], count: 0, isEmpty: true } as const;

export function ChromeSnackbars() {
  const { t, i18n } = useLingui();
  const actor = useBrowserRuntime()?.system.get(SystemId.snackbar) ?? null;
  const view = useActorView(actor, snackbar.connect, EMPTY);
  return (
    <SnackbarHost
      label={t`Zprávy`}
      closeLabel={t`Zavřít zprávu`}
      messages={view.messages.map((message) => ({
        id: message.id,
        title: wordsOf(i18n, message.title),
        text: message.text === null ? null : wordsOf(i18n, message.text),
        actionText: message.actionText === null ? null : wordsOf(i18n, message.actionText),
        type: message.type,
      }))}
      onAction={(id) => actor?.send({ type: 'snackbar.action', id })}
      onClose={(id) => actor?.send({ type: 'snackbar.close', id })}
    />
  );
}

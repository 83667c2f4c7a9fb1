// A lobby page whose main data could not be fetched: its heading and the translated error key.
import { useLingui } from '@lingui/react/macro';
import { WidgetError } from '@casino/react-ui';
import { errorMessage } from './error-messages.ts';

export interface PageErrorProps {
  readonly heading: string;
  readonly errorKey: string;
}

export function PageError({ heading, errorKey }: PageErrorProps) {
  const { i18n } = useLingui();
  return (
    <>
      <h1>{heading}</h1>
      <WidgetError errorKey={errorKey} message={errorMessage(i18n, errorKey)} />
    </>
  );
}

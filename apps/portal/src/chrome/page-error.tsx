// A page whose main data could not be fetched (a PageFailure): its heading and the error key in words.
import { useLingui } from '@lingui/react/macro';
import { WidgetError } from '@casino/react-ui';
import { translateKey } from './error-messages.ts';

export interface PageErrorProps {
  readonly heading: string;
  readonly errorKey: string;
}

export function PageError({ heading, errorKey }: PageErrorProps) {
  const { i18n } = useLingui();
  return (
    <>
      <h1>{heading}</h1>
      <WidgetError errorKey={errorKey} message={translateKey(i18n, errorKey)} />
    </>
  );
}

import { describe, expect, it } from 'vitest';
import { isVisible, readContentQuery } from './content-query.ts';

const query = (params: Record<string, string>) => readContentQuery((name) => params[name]);

describe('content query', () => {
  it.each([
    [{}, { locale: 'cs', includeDrafts: false }],
    [
      { locale: 'en', status: 'Published' },
      { locale: 'en', includeDrafts: false },
    ],
    [
      { locale: 'EN', status: 'draft' },
      { locale: 'en', includeDrafts: true },
    ],
    [
      { locale: 'de', status: 'Draft' },
      { locale: 'cs', includeDrafts: true },
    ],
  ])('%o → %o', (params, expected) => {
    expect(query(params)).toEqual(expected);
  });

  it('shows Published always, Draft only when asked, Archived never', () => {
    const published = query({ status: 'Published' });
    const draft = query({ status: 'Draft' });
    expect([isVisible('Published', published), isVisible('Draft', published), isVisible('Archived', published)]).toEqual([true, false, false]);
    expect([isVisible('Published', draft), isVisible('Draft', draft), isVisible('Archived', draft)]).toEqual([true, true, false]);
  });
});

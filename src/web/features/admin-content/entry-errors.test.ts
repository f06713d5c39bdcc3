import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api';
import { entryIssues, savedEntryErrors } from './entry-errors';
import { emptyDraft } from './entry-model';

const texts = { gone: 'It was deleted', network: 'No connection' };

describe('entryIssues', () => {
  it('asks a new news entry for its English text, a clean id and a date', () => {
    const draft = { ...emptyDraft('not a date'), id: 'Bad Id' };
    expect(entryIssues('news', draft, true)).toEqual({ 'body.en': 'contentRequired', id: 'id', date: 'date' });
  });

  it('asks a question for its English title', () => {
    expect(entryIssues('faq', { ...emptyDraft('2026-11-27'), id: 'rules' }, true)).toEqual({
      'title.en': 'titleRequired',
    });
  });

  it('accepts a complete news entry, and does not check the id of one being edited', () => {
    const draft = emptyDraft('2026-11-27');
    const complete = {
      ...draft,
      id: 'new-rules',
      titles: { ...draft.titles, en: 'New' },
      bodies: { ...draft.bodies, en: 'Text' },
    };
    expect(entryIssues('news', complete, true)).toEqual({});
    expect(entryIssues('news', { ...complete, id: 'Old Id' }, false)).toEqual({});
  });
});

describe('savedEntryErrors', () => {
  it('puts the fields the server names on them, first message each', () => {
    const error = new ApiRequestError(400, 'invalid', 'Invalid', {
      fields: [
        { path: 'id', message: 'taken' },
        { path: 'id', message: 'second' },
      ],
    });
    expect(savedEntryErrors(error, texts)).toEqual({ id: 'taken' });
  });

  it('says above the form that the entry is gone, the server refused, or nothing answered', () => {
    expect(savedEntryErrors(new ApiRequestError(404, 'not_found', 'Not found'), texts)).toEqual({
      form: 'It was deleted',
    });
    expect(savedEntryErrors(new ApiRequestError(500, 'failed', 'Server failed'), texts)).toEqual({
      form: 'Server failed',
    });
    expect(savedEntryErrors(new TypeError('fetch failed'), texts)).toEqual({ form: 'No connection' });
  });
});

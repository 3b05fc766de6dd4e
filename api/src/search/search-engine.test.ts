import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { openTestDatabase } from '../testing/test-app.ts';
import { SearchEngine } from './search-engine.ts';
import { analyseWords } from './word-analysis.ts';

/** A word being typed that begins a catalogue word ("wireless"), and is one typo from it as a whole word. */
const BEGINNING = 'wireles';

describe('the search engine’s reading of words being typed', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(() => database?.close());

  it('reads a beginning’s nearest words only when the word is read whole', async () => {
    const asBeginning = (await analyseWords(database.db, [BEGINNING], [])).get(BEGINNING)!;
    expect(asBeginning).toMatchObject({ known: false, knownPrefix: true, near: null });
    const whole = (await analyseWords(database.db, [BEGINNING])).get(BEGINNING)!;
    expect(whole.near?.map(({ word }) => word)).toContain('wireless');
  });

  it('corrects a word first typed as a beginning once another word follows it, as if read whole at once', async () => {
    const typed = new SearchEngine(database.db);
    const [typing] = await typed.plan(BEGINNING, { lastWordIsPrefix: true });
    expect(typing!.corrected).toEqual([]);
    const followed = await typed.plan(`${BEGINNING} microphone`, { lastWordIsPrefix: true });
    const atOnce = await new SearchEngine(database.db).plan(`${BEGINNING} microphone`, {
      lastWordIsPrefix: true,
    });
    expect(followed[0]!.corrected).not.toEqual([]);
    expect(followed).toEqual(atOnce);
  });
});

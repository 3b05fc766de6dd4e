import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { changedFileReader } from './changed-file-reader.ts';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rental-reader-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** Writes a file and gives it a modification time of its own, whatever the file system's resolution. */
function write(file: string, text: string, secondsFromNow = 0) {
  fs.writeFileSync(file, text);
  const time = Date.now() / 1000 + secondsFromNow;
  fs.utimesSync(file, time, time);
}

describe('changedFileReader', () => {
  it('parses a file once while it stays the same', () => {
    const file = path.join(folder, 'same.json');
    write(file, '{"a":1}');
    const parse = vi.fn((text: string) => JSON.parse(text) as unknown);
    const read = changedFileReader(parse);
    expect(read(file)).toEqual({ a: 1 });
    expect(read(file)).toBe(read(file));
    expect(parse).toHaveBeenCalledTimes(1);
  });

  it('reads the file again when its modification time or its size changes', () => {
    const file = path.join(folder, 'changing.txt');
    write(file, 'one');
    const read = changedFileReader((text) => text);
    expect(read(file)).toBe('one');
    write(file, 'two', 5);
    expect(read(file)).toBe('two');
    const { mtime } = fs.statSync(file);
    fs.writeFileSync(file, 'three');
    fs.utimesSync(file, mtime, mtime);
    expect(read(file)).toBe('three');
  });

  it('keeps each file apart', () => {
    const first = path.join(folder, 'first.txt');
    const second = path.join(folder, 'second.txt');
    write(first, 'first');
    write(second, 'second');
    const read = changedFileReader((text) => text.toUpperCase());
    expect([read(first), read(second), read(first)]).toEqual(['FIRST', 'SECOND', 'FIRST']);
  });

  it('gives undefined for a missing file, a file that does not parse, and a path through a file', () => {
    const file = path.join(folder, 'comes-and-goes.json');
    const read = changedFileReader((text) => JSON.parse(text) as unknown);
    expect(read(file)).toBeUndefined();
    write(file, '{oops');
    expect(read(file)).toBeUndefined();
    write(file, '[1]', 5);
    expect(read(file)).toEqual([1]);
    fs.rmSync(file);
    expect(read(file)).toBeUndefined();
    write(file, '[2]');
    expect(read(file)).toEqual([2]);
    expect(read(path.join(file, 'inside.json'))).toBeUndefined();
  });
});

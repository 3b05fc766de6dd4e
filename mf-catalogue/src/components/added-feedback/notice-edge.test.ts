import { describe, expect, it } from 'vitest';
import { noticeEdge } from './notice-edge.ts';

const PHONE_HEIGHT = 844;
const HEADER = 64;

describe('the edge an added notice shows at', () => {
  it('is the bottom for a control in the upper part of the screen', () => {
    expect(noticeEdge({ top: 120, bottom: 260 }, PHONE_HEIGHT, HEADER)).toBe('bottom');
  });

  it('is the top for a control near the bottom, which a notice there would cover', () => {
    expect(noticeEdge({ top: 640, bottom: 800 }, PHONE_HEIGHT, HEADER)).toBe('top');
  });

  it('counts the room above from below the header', () => {
    expect(noticeEdge({ top: 400, bottom: 420 }, PHONE_HEIGHT, HEADER)).toBe('bottom');
    expect(noticeEdge({ top: 460, bottom: 480 }, PHONE_HEIGHT, HEADER)).toBe('top');
  });
});

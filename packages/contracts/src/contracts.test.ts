import { describe, expect, it } from 'vitest';
import { catalogue, isMessageCode } from './catalogue';
import { formatMessage } from './core-messages';
import { notices } from './notices';
import { copyrightText } from './copyright';
import { registerRequestSchema } from './auth';
import { isProvinceOf, provincesByCountry } from './regions';
import { breaksTextRule, hasInvalidCharacters, MAX_JSON_DEPTH, multiline, nestsDeeperThan } from './text';
import { z } from 'zod';
import { liveTopics, topicIdOf } from './events';
import { gameTypeNotifyTopic, gameTypeOfTopic, notifyTopicSchema } from './content';
import { notifyTopicName } from './leads';
import { sportGameTypeName } from './sports';

describe('message catalogue', () => {
  it('has a status, a title and a message for every code', () => {
    for (const [code, entry] of Object.entries(catalogue)) {
      expect(code).toMatch(/^[A-Z0-9_]+$/);
      expect(entry.status).toBeGreaterThanOrEqual(400);
      expect(entry.title.length).toBeGreaterThan(0);
      expect(entry.message.length).toBeGreaterThan(0);
    }
    expect(isMessageCode('LOGIN_INCORRECT')).toBe(true);
    expect(isMessageCode('toString')).toBe(false);
  });

  it('carries the spec texts with misspellings corrected and nothing else changed', () => {
    const texts = [...Object.values(catalogue), ...Object.values(notices)].flatMap((e) => [
      e.title,
      e.message,
    ]);
    expect(texts.join('\n')).not.toMatch(/Tearms|untill|sumbit|iS wrong/);
    expect(catalogue.REGISTER_TERMS_REQUIRED.message).toBe('You need To accept Terms To Signup');
    expect(catalogue.REGISTER_DISPLAY_NAME_REQUIRED.message).toBe('Please Fill in Display Name');
    expect(catalogue.LOGIN_INCORRECT.message).toBe('Username or Password Incorrect');
    expect(catalogue.AUTH_REQUIRED).toMatchObject({
      title: 'Authentication Failed!',
      message: 'Please Login First',
    });
    expect(notices.PARTNER_SENT.message).toBe('We will contact you in a short while!');
    expect(notices.NOTIFY_THANKS.message).toBe('You will be notified when this game launches');
  });
});

describe('formatMessage', () => {
  it('fills placeholders, and picks the singular or plural word by the count', () => {
    expect(formatMessage('The minimum withdrawal is {min}', { min: '$100.00' })).toBe(
      'The minimum withdrawal is $100.00',
    );
    expect(formatMessage('{n} {n|team|teams}', { n: 1 })).toBe('1 team');
    expect(formatMessage('{n} {n|team|teams}', { n: 2 })).toBe('2 teams');
    expect(formatMessage('{n} {n|team|teams}', { n: 0 })).toBe('0 teams');
    expect(formatMessage('{n} {n|team|teams}', { n: '1' })).toBe('1 team');
    // Without its value a placeholder stays as written.
    expect(formatMessage('{n} {n|team|teams}')).toBe('{n} {n|team|teams}');
  });

  it('says "1 Team" and "2 Teams" in the sports hint ("Select At least 1 Teams" was wrong)', () => {
    expect(formatMessage(notices.SPORTS_PICKS_HINT.message, { n: 1 })).toBe(
      'Select At least 1 Team To Enter This Contest',
    );
    expect(formatMessage(notices.SPORTS_PICKS_HINT.message, { n: 2 })).toBe(
      'Select At least 2 Teams To Enter This Contest',
    );
  });
});

describe('regions', () => {
  it('lists 13 Canadian provinces and territories and 50 states plus DC', () => {
    expect(provincesByCountry.CA).toHaveLength(13);
    expect(provincesByCountry.US).toHaveLength(51);
    expect(isProvinceOf('US', 'DC')).toBe(true);
    expect(isProvinceOf('CA', 'DC')).toBe(false);
  });
});

describe('register schema', () => {
  it('reports the first missing field in the spec order', () => {
    const first = (body: object) => registerRequestSchema.safeParse(body).error?.issues[0]?.message;
    expect(first({})).toBe('REGISTER_DISPLAY_NAME_REQUIRED');
    expect(first({ displayName: 'Ann Player', email: 'ann@example.com', password: 'longenough' })).toBe(
      'REGISTER_COUNTRY_REQUIRED',
    );
  });
});

describe('control characters', () => {
  it('refuses NUL, C0 controls and DEL; tab and line breaks only in multi-line text', () => {
    for (const bad of ['a\u0000b', '\u0001', 'x\u001f', 'del\u007f', '\u000b', '\u000c']) {
      expect(hasInvalidCharacters(bad, 'multiline')).toBe(true);
      expect(hasInvalidCharacters(bad, 'line')).toBe(true);
    }
    for (const breakLike of ['a\tb', 'a\nb', 'a\r\nb']) {
      expect(hasInvalidCharacters(breakLike, 'multiline')).toBe(false);
      expect(hasInvalidCharacters(breakLike, 'line')).toBe(true);
    }
    expect(hasInvalidCharacters('Ünïcödé — fine 🎲 \u0080', 'line')).toBe(false);
  });

  it('finds them anywhere in a request value, one line unless the field is multiline', () => {
    const schema = z.object({
      name: z.string().trim().max(50),
      note: multiline(z.string().max(500).optional()),
      tags: z.array(z.string()).optional(),
      blocks: z.array(z.object({ html: multiline(z.string()) })).default([]),
    });
    expect(
      breaksTextRule(schema, { name: 'Ann', note: 'Hi,\r\n\tthere', blocks: [{ html: '<p>\n</p>' }] }),
    ).toBe(false);
    expect(breaksTextRule(schema, { name: 'Ann\nSmith' })).toBe(true);
    expect(breaksTextRule(schema, { name: 'Ann', note: 'nul\u0000' })).toBe(true);
    expect(breaksTextRule(schema, { tags: ['ok', 'tab\t'] })).toBe(true);
    expect(breaksTextRule(schema, { blocks: [{ html: 'bell\u0007' }] })).toBe(true);
    expect(breaksTextRule(schema, { 'key\u0000': 1 })).toBe(true);
    // What the schema does not describe still may not carry NUL.
    expect(breaksTextRule(schema, { extra: 'line\nbreak' })).toBe(false);
    expect(breaksTextRule(schema, { extra: { deep: ['x\u0000'] } })).toBe(true);
    expect(breaksTextRule(undefined, 'plain')).toBe(false);
  });

  it('refuses a lone UTF-16 surrogate anywhere (values and keys, one line or many), never a real pair', () => {
    for (const bad of ['\ud800', 'a\ud800b', 'end\udbff', '\udc00', 'x\udfffy', '\udc00\ud800', '🎲\ud83c']) {
      expect(hasInvalidCharacters(bad, 'line'), JSON.stringify(bad)).toBe(true);
      expect(hasInvalidCharacters(bad, 'multiline'), JSON.stringify(bad)).toBe(true);
    }
    for (const good of ['🎲', 'a🎲b', '\ud83c\udfb2', '𝄞 clef', '中文']) {
      expect(hasInvalidCharacters(good, 'line'), good).toBe(false);
    }
    const schema = z.object({ name: z.string(), blocks: z.array(z.object({ html: multiline(z.string()) })) });
    expect(breaksTextRule(schema, { name: 'Ann\ud800', blocks: [] })).toBe(true);
    expect(breaksTextRule(schema, { name: 'Ann', blocks: [{ html: '<p>\udc00</p>' }] })).toBe(true);
    expect(breaksTextRule(schema, { name: 'Ann', ['k\ud800']: 1 })).toBe(true);
  });
});

describe('JSON nesting', () => {
  const nested = (levels: number, leaf: unknown = 1): unknown => {
    let v = leaf;
    for (let i = 0; i < levels; i++) v = i % 2 ? [v] : { a: v };
    return v;
  };

  it('allows what requests need and refuses deeper nesting, without recursion (100,000 levels)', () => {
    expect(nestsDeeperThan({ a: [{ b: 'x' }] })).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(nestsDeeperThan(nested(100_000))).toBe(true);
    for (const flat of [null, 'text', 3, true, undefined]) expect(nestsDeeperThan(flat)).toBe(false);
  });
});

describe('topicIdOf', () => {
  it("reads the id of its own kind's topics only, and only a canonical id", () => {
    expect(topicIdOf('lottery', liveTopics.lottery(42))).toBe(42);
    expect(topicIdOf('sportsGameSet', liveTopics.sportsGameSet(7))).toBe(7);
    expect(topicIdOf('lottery', liveTopics.sportsGameSet(7))).toBeUndefined();
    expect(topicIdOf('lottery', liveTopics.player(3))).toBeUndefined();
    for (const odd of [
      'lottery:',
      'lottery:0',
      'lottery:01',
      'lottery:1x',
      'lottery:-1',
      liveTopics.content,
    ]) {
      expect(topicIdOf('lottery', odd)).toBeUndefined();
    }
  });
});

describe('the copyright line', () => {
  it('ends a holder with one full stop, and names another operator', () => {
    expect(copyrightText(2026, 'Powerplay', 'Powerplay')).toBe('© 2026 Powerplay. All rights reserved.');
    expect(copyrightText(2026, 'Acme Inc.', 'Acme Inc.')).toBe('© 2026 Acme Inc. All rights reserved.');
    expect(copyrightText(2027, 'Acme', 'Acme Gaming Ltd.')).toBe(
      '© 2027 Acme. All rights reserved. Operated by Acme Gaming Ltd.',
    );
  });
});

describe('Notify Me topics', () => {
  it('are the named ones or one game type by a positive id, which gameTypeOfTopic reads back', () => {
    for (const topic of ['nfl', 'draft-day', 'game-type:7', 'game-type:123456789'])
      expect(notifyTopicSchema.safeParse(topic).success, topic).toBe(true);
    for (const topic of [
      'nfls',
      'game-type:0',
      'game-type:',
      'game-type:07',
      'game-type:1x',
      'game-type:1234567890',
    ])
      expect(notifyTopicSchema.safeParse(topic).success, topic).toBe(false);
    expect(gameTypeOfTopic(gameTypeNotifyTopic(42))).toBe(42);
    expect(gameTypeOfTopic('nfl-star-power')).toBeNull();
  });

  it('are named by their list, or by the game type with its sport, never the sport twice', () => {
    const names = (id: number) => (id === 5 ? sportGameTypeName('Hockey', 'High 5') : null);
    expect(notifyTopicName('nfl-star-power', names)).toBe('NFL Star Power');
    expect(notifyTopicName('game-type:5', names)).toBe('Hockey High 5');
    expect(notifyTopicName('game-type:6', names)).toBe('Game type 6');
    expect(sportGameTypeName('Baseball', 'Baseball Blackjack')).toBe('Baseball Blackjack');
  });
});

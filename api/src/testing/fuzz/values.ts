import fc from 'fast-check';
import { DEMO_PASSWORD } from '../../demo/demo';
import type { Schema } from '../openapi';

// Values for one schema: valid-looking ones (what the schema admits, often what the business holds,
// so requests get past validation to the handlers and the database) and hostile ones (wrong types,
// out of range, too long, NUL and lone surrogates, odd ids, numbers and dates, reserved keys).

/** JSON text sent as it is: numbers JSON.stringify cannot write (`1e999`, `-0`), malformed bodies. */
export class Raw {
  constructor(readonly text: string) {}
}

export type Json = null | boolean | number | string | Raw | Json[] | { [key: string]: Json };

export type RowKind = 'contact' | 'assetType' | 'asset' | 'reminder' | 'import' | 'register' | 'item' | 'taxRate' | 'staff';

/** What the generated values may name: rows of the business the fuzzer signs in to, and another's. */
export type FuzzContext = {
  ids: Record<RowKind, { home: string[]; other: string[] }>;
  /** text the home business holds (names, emails, phones, its users' passwords): valid-looking values often are these */
  texts: string[];
};

/** The kind of row a field or parameter names, from its name (`assetTypeId`, `excludeId`). */
export function kindOfKey(key: string): RowKind | undefined {
  if (/assettype/i.test(key)) return 'assetType';
  if (/asset/i.test(key)) return 'asset';
  if (/reminder/i.test(key)) return 'reminder';
  if (/import/i.test(key)) return 'import';
  if (/contact|exclude/i.test(key)) return 'contact';
  if (/register/i.test(key)) return 'register';
  if (/taxrate/i.test(key)) return 'taxRate';
  if (/^itemid$|^itemids$/i.test(key)) return 'item';
  // a sale line's staffId names a user, a booking's a team member: the kind holds both
  if (/staff|userid/i.test(key)) return 'staff';
  return undefined;
}

const NUL_AND_SURROGATES = ['\u0000', 'a\u0000b', '\uD800', 'x\uDFFF', '\uDFFF\uD800', '\uD83D'];
const ODD_TEXTS = [
  '',
  ' ',
  '  \t\n',
  '0',
  '-0',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '1e999',
  '__proto__',
  'constructor',
  "'; DROP TABLE contacts; --",
  '%',
  '%_\\',
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x")',
  '\u202Eevil',
  '\uFEFF',
  '\u00A0',
  'İstanbul',
  'ǅ',
  'ß',
  'e\u0301',
  '😀',
  '👩‍👩‍👧',
  '\uFFFF',
  '\r\n',
];
/** Schema-valid text that is hostile all the same: the database and the rules meet it after validation. */
const SPICY_TEXTS = [...NUL_AND_SURROGATES, ...ODD_TEXTS, 'Ada\u0000', 'Vehicle\u0000', '555\u00000001', 'vip\uD800'];

const EMAILS = [
  'ada@example.com',
  'ADA@EXAMPLE.COM',
  ' ada@example.com ',
  'a@b.c',
  'fuzz+1@example.test',
  'demo@frontdesk.app',
  'not-an-email',
  '@',
  'a@b',
  'ü@exämple.com',
];
const PHONES = ['5550000001', '(555) 000-0001', '+1 555 000 0001', '555-0000', '555', '12345678901234567890', '٥٥٥٠٠٠٠٠٠١', '５５５００００００１'];
const NAMES = ['Ada', 'Lovelace', 'Vehicle', 'Pet', 'Boat', "O'Brien", 'José', 'Ελένη', '李雷', 'Zoë', 'İnce', 'ǅemal', 'a'];
/**
 * an asset type's name: the business's own (as they are, in another case, spaced), so that renames
 * and new types collide with them; İ and final Σ lower-case differently in JavaScript and PostgreSQL
 */
const TYPE_NAMES = ['İskele', 'ΟΔΟΣ', 'Vehicle', 'Pet', 'vehicle', 'PET', ' Pet ', 'iskele', 'οδος', 'Boat'];
const SEARCHES = ['ada', 'ADA', '555', '0001', '@example', 'a', 'zz', '%', '_', '\\', "'", '"'];
const TAGS = ['vip', 'VIP', ' vip ', 'fleet', 'newsletter', 'x'];
const NOTES = ['Oil change', 'Line one\nline two', 'x'];
const IMAGES = ['data:image/png;base64,iVBORw0KGgo=', 'https://example.com/a.png', 'javascript:alert(1)', ''];
/** with the business's own users' passwords (FuzzContext.texts), some sign-ins succeed */
const PASSWORDS = [DEMO_PASSWORD, 'short', 'ten chars!'];
/** keys a record (an asset's data, an import row) is likely to carry */
const RECORD_KEYS = [
  'make',
  'model',
  'year',
  'plate',
  'pet_name',
  'species',
  'breed',
  'weight',
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'notes',
  'tags',
  'source',
  'marketingConsent',
  'image_32x32',
];
/** keys no schema names, and the ones JavaScript and parsers treat specially */
const ODD_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'business_id',
  'businessId',
  'id',
  '',
  ' ',
  '\u0000',
  '$where',
  'a.b',
  'k'.repeat(300),
];

/** days a business uses */
const DATES = [
  '2024-01-01',
  '2024-02-29',
  '2024-12-31',
  '2025-01-01',
  '2025-06-15',
  '2025-12-31',
  '2026-01-01',
  '2026-03-01',
  '1999-12-31',
  '2000-01-01',
  '1970-01-01',
];
/** days to come, whenever the run is */
const FUTURE_DATES = ['2030-01-15', '2040-06-30', '2099-12-31'];
/** days the `date` format admits at the ends of the calendar (PostgreSQL has no year 0) */
const EDGE_DATES = ['0000-01-01', '9999-12-31', '0001-01-01', '1900-01-01', '2999-12-31', '1000-02-29'];
/** and what it should refuse: no such day, another shape, PostgreSQL's own words for dates */
const ODD_DATES = [
  ...EDGE_DATES,
  '1899-12-31',
  '3000-01-01',
  '2023-02-29',
  '2024-02-30',
  '2024-13-01',
  '2024-00-10',
  '2024-1-1',
  '+002024-01-01',
  '-0001-01-01',
  '10000-01-01',
  '2024-01-01T00:00:00Z',
  '2024-01-01 ',
  '１９９９-01-01',
  'today',
  'infinity',
  '-infinity',
  'epoch',
  'allballs',
];

const NIL_UUID = '00000000-0000-0000-0000-000000000000';
const MAX_UUID = 'ffffffff-ffff-ffff-ffff-ffffffffffff';
const ODD_IDS = ['not-a-uuid', '1', '-1', '0', 'null', '%00', '.', ' ', 'urn:uuid:', "' OR '1'='1", `${NIL_UUID}0`, 'g0000000-0000-0000-0000-000000000000'];
/** written differently, the same id: AJV's `uuid` takes some of these, PostgreSQL some others */
const spellings = (id: string) => [`{${id}}`, id.replaceAll('-', ''), ` ${id}`, `${id}\u0000`, id.slice(0, -1), `${id}0`, `${id}\uD800`];

/** numbers as JSON text: what JSON.parse turns into Infinity, -0, or loses digits of */
const ODD_NUMBERS = [
  '1e999',
  '-1e999',
  '-0',
  '1E2',
  '1.0',
  '0.1e1',
  '1e-999',
  '9007199254740993',
  '123456789012345678901234567890',
  '2147483648',
  '-2147483649',
];
/** numbers as query or form text: what a coercing validator may read as a number */
const ODD_NUMBER_TEXTS = ['Infinity', '-Infinity', 'NaN', '1e999', '-1e999', '-0', '0x10', '1e3', ' 7', '7 ', '+1', '0b1', '1_000', '٣', '9'.repeat(400)];

/**
 * Valid values whose products and sums pass the database's integers: each field is in range, but
 * a quantity times a price, a price less a discount of 99.99 %, or three amounts added up are not
 * (2³¹ − 1 is PostgreSQL's integer). Drawn where a field's range reaches that far.
 */
function large(min: number, max: number): number[] {
  if (max < 1_000) return max > min ? [max - 1] : [];
  const near = [max, max - 1, Math.floor(max / 2) + 1, Math.ceil(2 ** 31 / 3)];
  // a price's small values: what a count multiplies (3 × $10,000,000.00 is past the integers)
  const factors = max > 10_000 ? [2, 3, 7] : [];
  return [...new Set([...near, ...factors])].filter((n) => n >= min && n <= max);
}

/** A schema's length in AJV's sense: code points, not UTF-16 units. */
const lengthOf = (text: string) => [...text].length;
const fitting = (texts: string[], schema: Schema) =>
  texts.filter(
    (t) =>
      lengthOf(t) >= (schema.minLength ?? 0) && lengthOf(t) <= (schema.maxLength ?? Infinity) && (!schema.pattern || new RegExp(schema.pattern, 'u').test(t)),
  );

type Weighted = { arbitrary: fc.Arbitrary<Json>; weight: number };
/** `fc.oneof` over the choices that have something to offer */
function pick(...choices: (Weighted | false)[]): fc.Arbitrary<Json> {
  const live = choices.filter((c): c is Weighted => c !== false && c.weight > 0);
  return live.length ? fc.oneof(...live) : fc.constant(null);
}
const from = (values: Json[], weight: number): Weighted | false => values.length > 0 && { arbitrary: fc.constantFrom(...values), weight };
const raws = (texts: string[]) => texts.map((t) => new Raw(t));

/** The one type a schema names (unions and enums are handled before). */
function typeOf(schema: Schema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null') ?? schema.type[0];
  if (schema.type) return schema.type;
  if (schema.properties || schema.additionalProperties) return 'object';
  if (schema.items) return 'array';
  return undefined;
}

export function valuesFor(ctx: FuzzContext) {
  const allHome = Object.values(ctx.ids).flatMap((i) => i.home);
  const allOther = Object.values(ctx.ids).flatMap((i) => i.other);

  function validId(key: string, sound: boolean, edges: boolean): fc.Arbitrary<Json> {
    const kind = kindOfKey(key);
    const home = kind ? ctx.ids[kind].home : allHome;
    const other = kind ? ctx.ids[kind].other : allOther;
    // sound: the business's own row, or now and then another business's or none at all, each in an
    // otherwise acceptable body (the reference alone must be refused); at the edges of the ranges
    // the amounts are the question, and the rows the business's own
    if (sound) return kind && home.length ? pick(from(home, 17), !edges && from(other, 2), !edges && { arbitrary: fc.uuid(), weight: 1 }) : fc.uuid();
    return pick(
      from(home, 50),
      from(other, 15),
      from(
        allHome.filter((id) => !home.includes(id)),
        5,
      ),
      { arbitrary: fc.uuid(), weight: 10 },
      from(
        home.map((id) => id.toUpperCase()),
        8,
      ),
      from(
        home.map((id) => `urn:uuid:${id}`),
        7,
      ),
      from([NIL_UUID, MAX_UUID], 5),
    );
  }

  function hostileId(key: string): fc.Arbitrary<Json> {
    const kind = kindOfKey(key);
    const home = kind ? ctx.ids[kind].home : allHome;
    return pick(
      from(home.flatMap(spellings), 3),
      from([...ODD_IDS, ...NUL_AND_SURROGATES], 2),
      from(
        home.map((id) => `urn:uuid:${id.toUpperCase()}`),
        1,
      ),
    );
  }

  /** texts a field of this name usually holds */
  function hints(key: string): string[] {
    const k = key.toLowerCase();
    if (k === 'type_name') return TYPE_NAMES;
    if (k.includes('email')) return EMAILS;
    if (k.includes('phone')) return PHONES;
    if (k.includes('password')) return PASSWORDS;
    if (k.includes('image')) return IMAGES;
    if (k.includes('tag')) return TAGS;
    if (k.includes('note') || k.includes('address')) return NOTES;
    if (k === 'q') return SEARCHES;
    if (k.includes('name') || k.includes('label')) return NAMES;
    if (k === 'key') return RECORD_KEYS;
    return [...NAMES, ...SEARCHES];
  }

  function validText(schema: Schema, key: string, sound: boolean, edges: boolean): fc.Arbitrary<Json> {
    if (schema.format === 'uuid') return validId(key, sound, edges);
    // sound: a day to come (a due day, a booking's day: a past one is refused for being past)
    if (schema.format === 'date') return sound ? fc.constantFrom(...FUTURE_DATES) : pick(from(DATES, 8), from(EDGE_DATES, 2));
    if (schema.format === 'date-time')
      return pick(
        from(
          DATES.map((d) => `${d}T12:00:00Z`),
          4,
        ),
        !sound &&
          from(
            EDGE_DATES.map((d) => `${d}T00:00:00.000Z`),
            1,
          ),
      );
    const min = schema.minLength ?? 0;
    const max = schema.maxLength ?? 10_000;
    const longest = max <= 10_000 ? fitting(['x'.repeat(max), '😀'.repeat(max), `${'é'.repeat(Math.max(0, max - 1))}\u0000`], schema) : [];
    const pattern = schema.pattern;
    const ordinary = [...fitting(hints(key), schema), ...fitting(ctx.texts, schema)].filter((t) => t.trim() !== '');
    if (sound && ordinary.length && !pattern) return fc.constantFrom(...ordinary);
    return pick(
      from(fitting(hints(key), schema), 5),
      from(fitting(ctx.texts, schema), 2),
      !pattern && { arbitrary: fc.string({ minLength: min, maxLength: Math.min(max, Math.max(min, 16)) }), weight: 3 },
      // fast-check's default size draws matches of a dozen characters at most: a pattern with a longer
      // minimum (a 22-character link id, a card number) would be filtered forever, so it draws longer
      pattern !== undefined && {
        arbitrary: fc.stringMatching(new RegExp(pattern), min > 8 ? { size: 'medium' } : {}).filter((t) => lengthOf(t) >= min && lengthOf(t) <= max),
        weight: 4,
      },
      !sound && from(fitting(SPICY_TEXTS, schema), 2),
      !sound && from(longest, 1),
    );
  }

  function bounds(schema: Schema, integer: boolean) {
    const step = integer ? 1 : Number.EPSILON;
    const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + step : -1_000_000);
    const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - step : 1_000_000);
    return { min, max };
  }

  function validObject(schema: Schema, depth: number, sound: boolean, edges: boolean): fc.Arbitrary<Json> {
    const props = schema.properties ?? {};
    const required = (schema.required ?? []).filter((k) => k in props);
    const model: Record<string, fc.Arbitrary<Json>> = {};
    for (const [key, prop] of Object.entries(props)) {
      // a sound value leaves out an optional reference to a kind of row the fuzzer has none of (`bookingId`)
      if (sound && !required.includes(key) && /id$/i.test(key) && !kindOfKey(key)) continue;
      model[key] = draw(prop, key, depth + 1, sound, edges);
    }
    // sound: an optional field filled three times in four, so its references and amounts are met
    const known = sound
      ? fc
          .record(
            Object.fromEntries(
              Object.entries(model).map(([key, arbitrary]) => [key, required.includes(key) ? arbitrary : fc.option(arbitrary, { freq: 4, nil: undefined })]),
            ),
          )
          .map((object) => Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as Json)
      : fc.record(model, { requiredKeys: required });
    const extra = schema.additionalProperties;
    if (typeof extra !== 'object' || Object.keys(props).length > 0) return known;
    // a record: its keys are the asset fields or import columns the business uses, or anything
    const key = fc.oneof({ arbitrary: fc.constantFrom(...RECORD_KEYS), weight: 4 }, { arbitrary: fc.string({ maxLength: 12 }), weight: 1 });
    return fc.dictionary(key, draw(extra, 'value', depth + 1, sound, edges), { maxKeys: 5 });
  }

  /** A value the schema admits (AJV's view), preferring what the business holds. */
  function valid(schema: Schema, key: string, depth = 0): fc.Arbitrary<Json> {
    return draw(schema, key, depth, false);
  }

  /**
   * A value the business would accept, so the request gets to its rules and the database: the
   * business's own rows, ordinary texts, days to come, the optional fields it can fill, counts of a
   * few and everyday amounts (now and then any in range).
   */
  function sound(schema: Schema, key: string): fc.Arbitrary<Json> {
    return draw(schema, key, 0, true);
  }

  /**
   * A sound value whose every amount, count and rate is at an edge of its range (the largest, a
   * small factor): a quantity of 10,000 of the dearest item with a discount of 99.99 %, each valid,
   * together past what the database holds.
   */
  function extreme(schema: Schema, key: string): fc.Arbitrary<Json> {
    return draw(schema, key, 0, true, true);
  }

  function draw(schema: Schema, key: string, depth: number, sound: boolean, edges = false): fc.Arbitrary<Json> {
    const union = schema.anyOf ?? schema.oneOf;
    // sound: null now and then, the value mostly
    if (union) return fc.oneof(...union.map((s) => ({ arbitrary: draw(s, key, depth, sound, edges), weight: sound && typeOf(s) === 'null' ? 1 : 3 })));
    if (schema.enum) return fc.constantFrom<Json>(...schema.enum);
    if (schema.const !== undefined) return fc.constant<Json>(schema.const);
    switch (typeOf(schema)) {
      case 'string':
        return validText(schema, key, sound, edges);
      case 'integer': {
        const { min, max } = bounds(schema, true);
        if (edges) return fc.constantFrom(max, ...large(min, max));
        // sound: mostly what a desk enters (a count of a few, an amount of up to $100.00), so the
        // request gets past the rules about totals to the rest
        if (sound)
          return pick(
            { arbitrary: fc.integer({ min, max: Math.min(max, min + 5) }), weight: 3 },
            { arbitrary: fc.integer({ min, max: Math.min(max, min + 10_000) }), weight: 3 },
            { arbitrary: fc.integer({ min, max }), weight: 1 },
          );
        return pick({ arbitrary: fc.integer({ min, max }), weight: 4 }, { arbitrary: fc.constantFrom(min, max), weight: 1 }, from(large(min, max), 2));
      }
      case 'number': {
        const { min, max } = bounds(schema, false);
        return fc.oneof(fc.integer({ min: Math.ceil(min), max: Math.floor(max) }), fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
      }
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array': {
        const minLength = schema.minItems ?? 0;
        // at the edges, one item: each of its figures is then what decides (a cart of one line)
        const maxLength = Math.min(schema.maxItems ?? 3, Math.max(minLength, edges ? 1 : 3));
        return fc.array(draw(schema.items ?? {}, key, depth + 1, sound, edges), { minLength, maxLength });
      }
      case 'object':
        return validObject(schema, depth, sound, edges);
      default:
        return fc.oneof(fc.constant(null), fc.boolean(), fc.integer(), fc.string({ maxLength: 8 }), fc.constant<Json>({}), fc.constant<Json>([]));
    }
  }

  /** Values of the wrong JSON type for the schema. */
  function wrongType(schema: Schema): fc.Arbitrary<Json> {
    const type = typeOf(schema);
    const all: Json[] = [null, true, false, 0, -1, 1.5, 'x', '', [], ['x'], {}, { a: 1 }];
    const wrong = all.filter((v) => {
      if (type === 'string') return typeof v !== 'string';
      if (type === 'integer' || type === 'number') return typeof v !== 'number';
      if (type === 'boolean') return typeof v !== 'boolean';
      if (type === 'array') return !Array.isArray(v);
      if (type === 'object') return v === null || typeof v !== 'object' || Array.isArray(v);
      return true;
    });
    return fc.constantFrom(...wrong);
  }

  /** A value the schema refuses, or one it admits that few handlers expect. */
  function hostile(schema: Schema, key: string, depth = 0): fc.Arbitrary<Json> {
    const type = typeOf(schema);
    const wrong: Weighted = { arbitrary: wrongType(schema), weight: 3 };
    const odd: Weighted = { arbitrary: fc.constantFrom<Json>(...NUL_AND_SURROGATES, ...ODD_TEXTS, ...raws(ODD_NUMBERS), ...ODD_NUMBER_TEXTS), weight: 2 };
    if (schema.enum || schema.anyOf || schema.oneOf) {
      const texts = (schema.enum ?? (schema.anyOf ?? schema.oneOf ?? []).flatMap((s) => s.enum ?? [])).filter((v): v is string => typeof v === 'string');
      const near = texts.flatMap((t) => [t.toUpperCase(), ` ${t}`, `${t}\u0000`, t.replaceAll('_', ' ')]);
      return pick(wrong, odd, from(near, 3));
    }
    if (type === 'string') {
      const max = schema.maxLength;
      const tooLong = max !== undefined ? ['x'.repeat(max + 1), '😀'.repeat(max + 1), 'é'.repeat(max * 2 + 1)] : ['x'.repeat(100_000)];
      const tooShort = schema.minLength ? ['', ' '.repeat(schema.minLength - 1)] : [];
      return pick(
        wrong,
        odd,
        from(tooLong, 2),
        from(tooShort, 1),
        schema.format === 'uuid' && { arbitrary: hostileId(key), weight: 6 },
        (schema.format === 'date' || schema.format === 'date-time') && { arbitrary: fc.constantFrom(...ODD_DATES), weight: 6 },
        schema.pattern !== undefined && { arbitrary: fc.constantFrom('A', '1a', 'a-b', 'a'.repeat(41), 'é', 'a\u0000'), weight: 3 },
      );
    }
    if (type === 'integer' || type === 'number') {
      const { min, max } = bounds(schema, type === 'integer');
      const outside = [min - 1, max + 1, min - 0.5, max + 0.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, -(2 ** 53), 1e308];
      return pick(wrong, from(outside, 3), from([...raws(ODD_NUMBERS), ...ODD_NUMBER_TEXTS, String(max + 1), `${min}.5`], 4));
    }
    if (type === 'boolean') return pick(wrong, from(['true', 'false', 'yes', 1, 0, 'TRUE', 'on'], 2));
    if (type === 'array') {
      const item = schema.items ?? {};
      const tooMany = schema.maxItems !== undefined ? [Array<Json>(schema.maxItems + 1).fill(typeOf(item) === 'object' ? {} : 'x')] : [];
      const tooFew: Json[] = schema.minItems ? [[]] : [];
      return pick(
        wrong,
        from([...tooMany, ...tooFew], 2),
        depth < 3 && { arbitrary: fc.array(hostile(item, key, depth + 1), { minLength: 1, maxLength: 3 }), weight: 3 },
        { arbitrary: fc.constantFrom<Json>([[[['x']]]], [null], new Raw(`${'['.repeat(5000)}${']'.repeat(5000)}`)), weight: 1 },
      );
    }
    if (type === 'object') {
      return pick(
        wrong,
        { arbitrary: withOddKeys(valid(schema, key, depth)), weight: 3 },
        depth < 3 && { arbitrary: mutated(schema, key, depth + 1), weight: 3 },
        from([new Raw(`${'{"a":'.repeat(1000)}1${'}'.repeat(1000)}`), new Raw(`${'['.repeat(5000)}${']'.repeat(5000)}`)], 1),
      );
    }
    return pick(wrong, odd);
  }

  /** A valid-looking object or array with one part hostile, at any depth. */
  function mutated(schema: Schema, key: string, depth = 0): fc.Arbitrary<Json> {
    const type = typeOf(schema);
    if (type === 'object' && schema.properties && Object.keys(schema.properties).length > 0) {
      const base = valid(schema, key, depth);
      const choices = Object.entries(schema.properties).map(([prop, propSchema]) =>
        fc.tuple(base, hostile(propSchema, prop, depth + 1)).map(([object, value]) => setKey(object, prop, value)),
      );
      return fc.oneof(...choices);
    }
    if (type === 'object' && typeof schema.additionalProperties === 'object') {
      const extra = schema.additionalProperties;
      return fc
        .tuple(valid(schema, key, depth), fc.constantFrom(...RECORD_KEYS, ...ODD_KEYS), hostile(extra, 'value', depth + 1))
        .map(([object, prop, value]) => setKey(object, prop, value));
    }
    if (type === 'array' && schema.items) {
      const item = schema.items;
      return fc
        .tuple(fc.array(valid(item, key, depth + 1), { maxLength: 2 }), fc.oneof(hostile(item, key, depth + 1), mutated(item, key, depth + 1)))
        .map(([items, bad]) => [...items, bad]);
    }
    return hostile(schema, key, depth);
  }

  return { valid, sound, extreme, hostile, mutated };
}

/**
 * The object with `key` set as its own property, whatever the key: a plain object would take
 * `__proto__` as its prototype and leave it out of the JSON.
 */
function setKey(object: Json, key: string, value: Json): Json {
  const copy: { [key: string]: Json } = Object.create(null);
  if (object !== null && typeof object === 'object' && !Array.isArray(object) && !(object instanceof Raw)) Object.assign(copy, object);
  copy[key] = value;
  return copy;
}

/** The object with keys no schema names added: reserved ones (`__proto__`, `constructor`) and odd ones. */
export function withOddKeys(objects: fc.Arbitrary<Json>): fc.Arbitrary<Json> {
  const prototypes: Json[] = [{ admin: true }, { prototype: { admin: true } }, null, 'x'];
  return fc
    .tuple(objects, fc.array(fc.tuple(fc.constantFrom(...ODD_KEYS), fc.constantFrom(...prototypes)), { minLength: 1, maxLength: 3 }))
    .map(([object, extras]) => extras.reduce<Json>((acc, [key, value]) => setKey(acc, key, value), object));
}

/** JSON text of a value; Raw parts go in as they are. */
export function jsonText(value: Json): string {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A value as one query or form field's text. */
function fieldText(value: Json): string {
  if (value instanceof Raw) return value.text;
  if (value === null) return '';
  if (typeof value === 'object') return jsonText(value);
  return String(value);
}

/**
 * encodeURIComponent that does not throw on a lone surrogate: it is sent as the bytes a lenient
 * encoder would write (WTF-8, `%ED%A0%80`), which are not UTF-8, as a hostile client may send them.
 */
export function encodeComponent(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    let out = '';
    for (const char of text) {
      const code = char.codePointAt(0) ?? 0;
      if (code < 0xd800 || code > 0xdfff) out += encodeURIComponent(char);
      else out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    }
    return out;
  }
}

/** Pairs as query or form text; an array value repeats its key. */
export function formText(pairs: [string, Json][]): string {
  return pairs
    .flatMap(([key, value]): [string, Json][] => (Array.isArray(value) ? value.map((item) => [key, item]) : [[key, value]]))
    .map(([key, value]) => `${encodeComponent(key)}=${encodeComponent(fieldText(value))}`)
    .join('&');
}

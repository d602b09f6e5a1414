import { describe, expect, it } from 'vitest';
import { ApiError, describeIssue } from '../../src/local-discord/api-error.ts';
import {
  checkChoices,
  checkCommands,
  checkMessage,
  checkModal,
  type MessageCheckOptions,
} from '../../src/local-discord/limits.ts';
import { parseMultipart, type UploadedFile } from '../../src/local-discord/multipart.ts';

const NO_FILES: MessageCheckOptions = { files: [], componentsV2: false, fileSizeLimit: 10 * 1024 * 1024 };

/** The problems Discord would report for a message payload, as discord.js prints them. */
function problems(body: unknown, options = NO_FILES): string[] {
  return checkMessage(body, options).map(describeIssue);
}

const button = (id: string, extra: object = {}) => ({
  type: 2,
  style: 1,
  custom_id: id,
  label: 'Go',
  ...extra,
});
const row = (...components: object[]) => ({ type: 1, components });
const select = (id: string, count: number, extra: object = {}) => ({
  type: 3,
  custom_id: id,
  options: Array.from({ length: count }, (_, n) => ({ label: `Option ${n}`, value: `v${n}` })),
  ...extra,
});

describe('message limits', () => {
  it('accepts a message within every limit', () => {
    const embed = {
      title: 't'.repeat(256),
      description: 'd'.repeat(4096),
      footer: { text: 'f'.repeat(1648) },
    };
    expect(
      problems({
        content: 'c'.repeat(2000),
        embeds: [embed],
        components: [row(button('a')), row(select('s', 25))],
      }),
    ).toEqual([]);
  });

  it('limits content to 2000 characters, counting an emoji as one', () => {
    expect(problems({ content: '🎲'.repeat(2000) })).toEqual([]);
    expect(problems({ content: 'c'.repeat(2001) })).toEqual([
      'content: Must be 2000 or fewer in length (got 2001).',
    ]);
  });

  it('limits embeds: 10 per message, and each text field', () => {
    expect(problems({ embeds: Array.from({ length: 11 }, () => ({ title: 'x' })) })).toEqual([
      'embeds: Must be 10 or fewer in length (got 11).',
    ]);
    const fields = Array.from({ length: 26 }, () => ({ name: 'n', value: 'v' }));
    expect(
      problems({
        embeds: [
          {
            title: 't'.repeat(257),
            description: 'd'.repeat(4097),
            fields,
            footer: { text: 'f'.repeat(2049) },
            author: { name: 'a'.repeat(257) },
          },
          { fields: [{ name: 'n'.repeat(257), value: 'v'.repeat(1025) }, { name: 'only a name' }] },
        ],
      }),
    ).toEqual([
      'embeds[0].title: Must be 256 or fewer in length (got 257).',
      'embeds[0].description: Must be 4096 or fewer in length (got 4097).',
      'embeds[0].fields: Must be 25 or fewer in length (got 26).',
      'embeds[0].footer.text: Must be 2048 or fewer in length (got 2049).',
      'embeds[0].author.name: Must be 256 or fewer in length (got 257).',
      'embeds[1].fields[0].name: Must be 256 or fewer in length (got 257).',
      'embeds[1].fields[0].value: Must be 1024 or fewer in length (got 1025).',
      'embeds[1].fields[1].value: This field is required',
      'embeds: Embed size exceeds maximum size of 6000 (got 8005 characters across all embeds).',
    ]);
  });

  it('limits the text of all embeds together to 6000 characters, trimmed', () => {
    const half = { description: `  ${'d'.repeat(3000)}  ` };
    expect(problems({ embeds: [half, half] })).toEqual([]);
    expect(problems({ embeds: [half, half, { title: 'x' }] })).toEqual([
      'embeds: Embed size exceeds maximum size of 6000 (got 6001 characters across all embeds).',
    ]);
  });

  it('allows 5 action rows of 5 buttons, or of one select menu alone', () => {
    const full = Array.from({ length: 5 }, (_, r) =>
      row(...Array.from({ length: 5 }, (_, b) => button(`b${r}${b}`))),
    );
    expect(problems({ components: full })).toEqual([]);
    expect(problems({ components: [...full, row(button('extra'))] })).toEqual([
      'components: Must be 5 or fewer in length (got 6).',
    ]);
    expect(problems({ components: [row(...Array.from({ length: 6 }, (_, b) => button(`b${b}`)))] })).toEqual([
      'components[0].components: Must be 5 or fewer in length (got 6).',
    ]);
    expect(problems({ components: [row(select('s', 3), button('b'))] })).toEqual([
      'components[0].components: A select menu must be alone in its action row.',
    ]);
    expect(problems({ components: [button('loose')] })).toEqual([
      'components[0].type: Top-level components must be action rows.',
    ]);
  });

  it('requires custom ids of 1 to 100 characters, unique in the message, and button labels up to 80', () => {
    expect(
      problems({
        components: [
          row(button(''), button('x'.repeat(101)), button('same'), button('same')),
          row(button('long', { label: 'l'.repeat(81) })),
        ],
      }),
    ).toEqual([
      'components[0].components[0].custom_id: Must be 1 or more in length.',
      'components[0].components[1].custom_id: Must be 100 or fewer in length (got 101).',
      "components[0].components[3].custom_id: Component custom id 'same' cannot be duplicated.",
      'components[1].components[0].label: Must be 80 or fewer in length (got 81).',
    ]);
    expect(problems({ components: [row(button('link', { style: 5, url: 'https://example.org' }))] })).toEqual(
      ['components[0].components[0].custom_id: Link buttons cannot have a custom id.'],
    );
  });

  it('limits select menus: 25 options of up to 100 characters, placeholder 150, sane value counts', () => {
    expect(problems({ components: [row(select('s', 26))] })).toContain(
      'components[0].components[0].options: Must be 25 or fewer in length (got 26).',
    );
    const long = {
      type: 3,
      custom_id: 's',
      placeholder: 'p'.repeat(151),
      min_values: 3,
      max_values: 2,
      options: [
        { label: 'l'.repeat(101), value: 'v'.repeat(101), description: 'd'.repeat(101) },
        { label: 'ok', value: 'dup' },
        { label: 'ok', value: 'dup' },
      ],
    };
    expect(problems({ components: [row(long)] })).toEqual([
      'components[0].components[0].placeholder: Must be 150 or fewer in length (got 151).',
      'components[0].components[0].min_values: Must not exceed max_values.',
      'components[0].components[0].options[0].label: Must be 100 or fewer in length (got 101).',
      'components[0].components[0].options[0].value: Must be 100 or fewer in length (got 101).',
      'components[0].components[0].options[0].description: Must be 100 or fewer in length (got 101).',
      "components[0].components[0].options[2].value: Option value 'dup' is duplicated.",
    ]);
  });

  it('keeps Components V2 messages free of content and embeds, with at most 40 components', () => {
    const texts = Array.from({ length: 40 }, () => ({ type: 10, content: 'line' }));
    const v2 = { flags: 1 << 15, components: [{ type: 17, components: texts }] };
    expect(problems(v2)).toEqual(['components: Must be 40 or fewer in total (got 41).']);
    expect(problems({ ...v2, content: 'hi', components: [] })).toEqual([
      'content: Not allowed with Components V2.',
    ]);
  });

  it('limits files to 10 per message and the size per file', () => {
    const file = (size: number): UploadedFile => ({
      field: 'files[0]',
      name: 'board.png',
      contentType: 'image/png',
      size,
      data: Buffer.alloc(0),
    });
    const limit = 10 * 1024 * 1024;
    expect(problems({}, { ...NO_FILES, files: [file(limit)] })).toEqual([]);
    expect(problems({}, { ...NO_FILES, files: [file(limit + 1)] })).toEqual([
      `files[0]: File 'board.png' is ${limit + 1} bytes; the limit is ${limit} bytes.`,
    ]);
    expect(problems({}, { ...NO_FILES, files: Array.from({ length: 11 }, () => file(1)) })).toEqual([
      'files: Must be 10 or fewer in length (got 11).',
    ]);
  });
});

describe('modal, autocomplete and command limits', () => {
  const textInput = (id: string) => ({
    type: 1,
    components: [{ type: 4, custom_id: id, label: 'Label', style: 1 }],
  });

  it('limits a modal to a title of 45 characters and 1 to 5 components', () => {
    expect(checkModal({ custom_id: 'm', title: 'Bid', components: [textInput('a')] })).toEqual([]);
    const issues = (data: object) => checkModal(data).map(describeIssue);
    expect(issues({ custom_id: 'm', title: 't'.repeat(46), components: [] })).toEqual([
      'data.title: Must be 45 or fewer in length (got 46).',
      'data.components: Must be 1 or more in length.',
    ]);
    const six = Array.from({ length: 6 }, (_, n) => textInput(`i${n}`));
    expect(issues({ custom_id: 'm', title: 'Bid', components: six })).toEqual([
      'data.components: Must be 5 or fewer in length (got 6).',
    ]);
    expect(issues({ custom_id: 'm', title: 'Bid', components: [row(button('b'))] })).toEqual([
      'data.components[0].components[0].type: Component type 2 cannot be used here in a modal.',
    ]);
  });

  it('limits autocomplete results to 25 choices', () => {
    const choices = (n: number) => ({
      choices: Array.from({ length: n }, (_, i) => ({ name: `c${i}`, value: i })),
    });
    expect(checkChoices(choices(25))).toEqual([]);
    expect(checkChoices(choices(26)).map(describeIssue)).toEqual([
      'data.choices: Must be 25 or fewer in length (got 26).',
    ]);
  });

  it('checks command names, descriptions and choices', () => {
    expect(
      checkCommands([
        {
          name: 'hegemony',
          description: 'Play',
          options: [{ type: 4, name: 'players', description: 'How many' }],
        },
      ]),
    ).toEqual([]);
    const option = {
      type: 3,
      name: 'card',
      description: 'Card',
      autocomplete: true,
      choices: [{ name: 'Farm', value: 'farm' }],
    };
    expect(
      checkCommands([
        { name: 'Hegemony', description: '' },
        { name: 'play', description: 'Play a card', options: [option] },
      ]).map(describeIssue),
    ).toEqual([
      "[0].name: Command name 'Hegemony' is invalid (lowercase letters, digits, - and _).",
      '[0].description: Must be 1 or more in length.',
      '[1].options[0].autocomplete: Autocomplete cannot be combined with choices.',
    ]);
  });
});

describe('Invalid Form Body errors', () => {
  it('nest issues by path with _errors, as discord.js expects', () => {
    const error = ApiError.invalidFormBody(
      [{ path: ['embeds', 0, 'title'], code: 'BASE_TYPE_MAX_LENGTH', message: 'Too long.' }],
      ['data'],
    );
    expect(error.body()).toEqual({
      code: 50035,
      message: 'Invalid Form Body',
      errors: {
        data: {
          embeds: { 0: { title: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: 'Too long.' }] } } },
        },
      },
    });
    expect(error.detail).toBe('data.embeds[0].title: Too long.');
  });
});

describe('multipart bodies', () => {
  it('reads payload_json and files, keeping the bytes', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const body = Buffer.concat([
      Buffer.from('--XYZ\r\nContent-Disposition: form-data; name="payload_json"\r\n\r\n{"content":"hi"}\r\n'),
      Buffer.from(
        '--XYZ\r\nContent-Disposition: form-data; name="files[0]"; filename="a%22b.png"\r\nContent-Type: image/png\r\n\r\n',
      ),
      png,
      Buffer.from('\r\n--XYZ--\r\n'),
    ]);
    const parsed = parseMultipart(body, 'multipart/form-data; boundary=XYZ');
    expect(parsed?.fields).toEqual({ payload_json: '{"content":"hi"}' });
    expect(parsed?.files).toEqual([
      { field: 'files[0]', name: 'a"b.png', contentType: 'image/png', size: 8, data: png },
    ]);
  });
});

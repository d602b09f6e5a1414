/**
 * The layer rules (docs/architecture.md), checked by `npm run lint`:
 *
 *   commands/ → src/discord/ → src/table/ → (src/store/, src/engine/) → src/data/
 *                          ↘ src/render/ (public view only)
 *                          ↘ src/league/ → (src/store/, src/engine/ API)
 *
 * src/ops/ (metrics, the operator's port, the shard manager) is wired in by the composition root
 * and watches the layers below it through their own interfaces; nothing below imports it.
 *
 * The local table (`npm start` without a token) is wired in by the composition root too:
 * src/local-table/ (the page) drives src/local-discord/ (the loopback Discord the bot logs into, also
 * the tests' Discord). Neither knows the bot: they speak Discord's API, as the real one does.
 *
 * The engine is pure: no Node, no packages, nothing but itself and the card data. Outside the
 * engine, only its public API (src/engine/index.ts) is used. No import cycles anywhere.
 */
const ENGINE_API = '^src/engine/index\\.ts$';
const COMPOSITION_ROOT = '^src/(main|app|shard)\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'An import cycle hides an order of evaluation; break it with a parameter or a new file.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'engine-is-pure',
      comment: 'The engine imports only itself and src/data: no Node modules, no packages, no I/O layers.',
      severity: 'error',
      from: { path: '^src/engine/' },
      to: { pathNot: ['^src/engine/', '^src/data/'] },
    },
    {
      name: 'data-is-data',
      comment: 'The card data imports only itself and zod.',
      severity: 'error',
      from: { path: '^src/data/' },
      to: { pathNot: ['^src/data/', '^node_modules/zod/'] },
    },
    {
      name: 'words-are-data',
      comment: "The bot's and the game's words in each language (src/i18n/) read the card data, through i18next, and nothing else.",
      severity: 'error',
      from: { path: '^src/i18n/' },
      to: { pathNot: ['^src/i18n/', '^src/data/', '^node_modules/zod/', '^node_modules/i18next/'] },
    },
    {
      name: 'engine-through-its-api',
      comment: 'Outside the engine, only src/engine/index.ts is imported (tests, tools and benchmarks may reach in).',
      severity: 'error',
      from: { path: '^(src|commands)/', pathNot: '^src/engine/' },
      to: { path: '^src/engine/', pathNot: ENGINE_API },
    },
    {
      name: 'render-reads-the-public-view',
      comment: 'Pictures are drawn from the public view and the card data alone.',
      severity: 'error',
      from: { path: '^src/render/' },
      to: { path: '^src/(store|table|discord|automa|league)/|^commands/' },
    },
    {
      name: 'ai-plays-from-the-engine',
      comment:
        'The AI (search, its worker threads) reads the engine API, the Automas and the card data: it knows nothing of the store, the table, Discord, pictures or leagues.',
      severity: 'error',
      from: { path: '^src/ai/' },
      to: { path: '^src/(store|table|discord|render|league)/|^commands/|^node_modules/' },
    },
    {
      name: 'automa-decides-only',
      comment:
        "An Automa's decision procedure reads the engine's API and the card data: no store, table, Discord or packages.",
      severity: 'error',
      from: { path: '^src/automa/' },
      to: { path: '^src/(store|table|discord|render|league)/|^commands/|^node_modules/' },
    },
    {
      name: 'store-below-table',
      comment: 'The store keeps records; it knows nothing of who plays or of Discord.',
      severity: 'error',
      from: { path: '^src/store/' },
      to: { path: '^src/(table|discord|render|automa|league)/|^commands/' },
    },
    {
      name: 'table-below-discord',
      comment: 'The table layer (games, guards, seats, deadlines) knows nothing of Discord.',
      severity: 'error',
      from: { path: '^src/table/' },
      to: { path: '^src/discord/|^commands/|^node_modules/(discord\\.js|@discordjs)/' },
    },
    {
      name: 'league-below-discord',
      comment: 'Leagues (seasons, ratings, pods, standings) keep their data in the store and read games through the engine API; they know nothing of Discord or of how a game is played.',
      severity: 'error',
      from: { path: '^src/league/' },
      to: {
        path: '^src/(table|discord|render|automa)/|^commands/|^node_modules/(discord\\.js|@discordjs)/',
        // A refusal is the same UserError everywhere, so the bot shows it the same way.
        pathNot: '^src/table/errors\\.ts$',
      },
    },
    {
      name: 'table-knows-no-league',
      comment: 'The table layer runs games; a league adds its writes to a change through ChangeRecorder.',
      severity: 'error',
      from: { path: '^src/table/' },
      to: { path: '^src/league/' },
    },
    {
      name: 'commands-on-top',
      comment: 'Only the composition root wires the slash commands in; nothing else in src/ imports them.',
      severity: 'error',
      from: { path: '^src/', pathNot: COMPOSITION_ROOT },
      to: { path: '^commands/' },
    },
    {
      name: 'ops-from-the-root',
      comment: 'Metrics, the operator port and the shard manager are wired in by the composition root only.',
      severity: 'error',
      from: { path: '^(src|commands)/', pathNot: [COMPOSITION_ROOT, '^src/ops/'] },
      to: { path: '^src/ops/' },
    },
    {
      name: 'local-table-from-the-root',
      comment: 'The local table is started by the composition root only (npm start without a token).',
      severity: 'error',
      from: { path: '^(src|commands|scripts)/', pathNot: [COMPOSITION_ROOT, '^src/local-table/'] },
      to: { path: '^src/local-table/' },
    },
    {
      name: 'local-discord-for-the-local-table',
      comment:
        'The loopback Discord is for the local table (and the tests and benchmarks): the bot reaches Discord through discord.js only.',
      severity: 'error',
      from: { path: '^(src|commands|scripts)/', pathNot: ['^src/local-discord/', '^src/local-table/'] },
      to: { path: '^src/local-discord/' },
    },
    {
      name: 'local-discord-knows-no-bot',
      comment: 'The loopback Discord is Discord: it knows nothing of the bot it serves.',
      severity: 'error',
      from: { path: '^src/local-discord/' },
      to: { path: '^src/|^commands/', pathNot: '^src/local-discord/' },
    },
    {
      name: 'local-table-shows-what-discord-shows',
      comment:
        "The page is a Discord client: it shows what the loopback Discord holds, never the bot's store or game state.",
      severity: 'error',
      from: { path: '^src/local-table/' },
      to: { path: '^src/|^commands/', pathNot: ['^src/local-(table|discord)/', '^src/log\\.ts$'] },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: require('node:path').join(__dirname, 'tsconfig.json') },
    enhancedResolveOptions: {
      extensions: ['.ts', '.js', '.mjs', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    exclude: { path: '^(node_modules|dist|coverage)/' },
  },
};

/**
 * The one catalogue of user-facing errors: content problems, and the configuration of the server and the
 * contact service (E_CONFIG_*, E_SERVER_*, E_SITE_*); and of warnings (W_*), printed while the command
 * still succeeds. Codes are permanent: CI scripts and editors match on them, so a code is never renamed or
 * reused. Each entry says what went wrong (title) and what to do (hint).
 */
export const catalogue = {
  E_FILE_MISSING: {
    title: 'A content file is missing',
    hint: 'Restore the file from version control, or create it; docs/content.md lists every content file.',
  },
  E_FILE_READ: {
    title: 'A content file cannot be read',
    hint: 'Check that the path is a readable file and is UTF-8 text.',
  },
  E_FILE_NAME: {
    title: 'A content file has a name the generator does not read',
    hint: 'Message catalogues are content/messages/<locale>.yaml (with .yaml, not .yml); rename the file, or remove it.',
  },
  E_YAML_SYNTAX: {
    title: 'The file is not valid YAML',
    hint: 'Fix the syntax at the marked position; indentation uses spaces, and a value with ": " needs quotes.',
  },
  E_YAML_QUOTES: {
    title: 'A quote inside a quoted value ends it early',
    hint: 'Put the value in single quotes when it contains double quotes (\'Cloud POS "+" e-fiscalization\'), or write each inner " as \\"; inside single quotes, write an apostrophe twice (\'it\'\'s\').',
  },
  E_YAML_DUPLICATE_KEY: {
    title: 'A key appears twice in the same map',
    hint: 'Remove or rename one of the two entries; YAML keeps only one, so the other would be lost silently.',
  },
  E_YAML_ALIAS_LIMIT: {
    title: 'Too many YAML aliases',
    hint: 'Aliases (*name) expand to at most a bounded size; write the values out instead of nesting aliases.',
  },
  E_YAML_WARNING: {
    title: 'The YAML parser warns about the file',
    hint: 'Content files use plain YAML: remove the tag (!name) or other construct the warning names.',
  },
  E_NESTING_TOO_DEEP: {
    title: 'Values are nested too deeply',
    hint: 'Content nests a few levels (messages at most five or six); flatten the structure at the marked place.',
  },
  E_INVALID_ENCODING: {
    title: 'The file is not valid UTF-8',
    hint: 'Save the file as UTF-8 (editors offer "Save with encoding"); retype the characters at the marked place.',
  },
  E_CONTROL_CHARACTER: {
    title: 'Text contains a control character',
    hint: 'Remove the invisible character at the marked place (often pasted from another program); text may contain tabs and line breaks only.',
  },
  E_SCHEMA: {
    title: 'A value does not match the schema',
    hint: 'See schema/ for the allowed fields and values; editors with the YAML language server show them while typing.',
  },
  E_NUMBER_FORMAT: {
    title: 'A number is not written as a number',
    hint: 'Write digits with a decimal point and nothing else: 19.5, not 19,5, 19 EUR or €19. The currency and how a price reads on the page come from the market (content/packages.yaml) and the messages.',
  },
  E_UNKNOWN_LOCALE: {
    subject: 'locale',
    title: 'Unknown locale code',
    hint: 'Use one of the locales declared in content/site.yaml (docs/content.md says how to add a locale).',
  },
  E_INVALID_LANG: {
    title: 'Not a valid language tag',
    hint: 'Use a BCP 47 tag that browsers understand, with the script for Latin Serbian variants: en-US, sr-Latn-RS, sr-Latn-ME.',
  },
  E_UNKNOWN_LAYOUT: {
    subject: 'layout',
    title: 'Unknown layout',
    hint: 'Use one of the known layouts, or leave `layout` out to use default.',
  },
  E_UNKNOWN_MIDDLEWARE: {
    subject: 'middleware',
    title: 'Unknown route middleware',
    hint: 'Use one of the known middleware names, or remove the entry.',
  },
  E_UNKNOWN_SECTION_TYPE: {
    subject: 'section type',
    title: 'Unknown section type',
    hint: 'Use one of the section types the site can render. The header and the footer are not sections: the layout puts them on every page, so remove such an entry.',
  },
  E_SECTION_PLACEMENT: {
    title: 'A section stands where its type may not',
    hint: 'Move the entry in content/sections.yaml: the hero is the first section and the contact section the last; docs/content.md says where each type may stand.',
  },
  E_UNKNOWN_SECTION: {
    subject: 'section',
    title: 'Reference to a section that does not exist',
    hint: 'Use the id of a section in content/sections.yaml.',
  },
  E_UNKNOWN_ROUTE: {
    subject: 'route',
    title: 'Reference to a route that does not exist',
    hint: 'Use the id of a route in content/site.yaml.',
  },
  E_UNKNOWN_MARKET: {
    subject: 'market',
    title: 'Reference to a pricing market that does not exist',
    hint: 'Use the id of a market in content/packages.yaml.',
  },
  E_UNKNOWN_TIER: {
    subject: 'tier',
    title: 'Reference to a tier that does not exist',
    hint: 'Use the id of a tier in content/tiers.yaml.',
  },
  E_UNKNOWN_SEGMENT: {
    subject: 'segment',
    title: 'Unknown segment',
    hint: 'Packages are for the segments retail and hospitality.',
  },
  E_UNKNOWN_FEATURE: {
    subject: 'feature',
    title: 'Reference to a feature that is not in the catalogue',
    hint: 'Add the feature id to `features` in content/tiers.yaml (and its label to every locale), or fix the spelling.',
  },
  E_UNKNOWN_MESSAGE: {
    subject: 'message key',
    title: 'Reference to a message key that does not exist',
    hint: 'Add the key to every file in content/messages/, or fix the reference.',
  },
  E_MISSING_MESSAGE: {
    title: 'A message is missing in a locale',
    hint: 'Every locale has the same keys; add the translation to this file. There is no fallback in a build.',
  },
  E_EXTRA_MESSAGE: {
    title: 'A message exists only in some locales',
    hint: 'Add the key to the other locales, or remove it here if it is left over.',
  },
  E_MESSAGE_MOVED: {
    title: 'A message moved or was renamed in the reference locale only',
    hint: 'Check the indentation and the name of the marked key in the reference catalogue (en.yaml): YAML nests a key under the one above it when it is indented further. Indent and name it as the other locales do, or, if the change is meant, make it in every locale.',
  },
  E_UNUSED_MESSAGE_GROUP: {
    title: 'A message group that nothing reads',
    hint: 'A group holds the copy of a section (its `messages` in content/sections.yaml) or of the page frame (docs/section-types.md); add the section entry that names the group, fix the name, or remove the group from every locale.',
  },
  E_ICU_SYNTAX: {
    title: 'The message is not valid ICU MessageFormat',
    hint: 'Check braces and plural cases; a literal { or } must be quoted as \'{\' or \'}\'.',
  },
  E_ICU_ARGUMENTS: {
    title: 'The message uses different arguments than in another locale',
    hint: 'Every translation of a key takes the same {arguments} with the same types; rename or add them to match.',
  },
  E_CONTRACT_MESSAGE: {
    title: 'A component reads a message the content does not have',
    hint: 'Add the message to every file in content/messages/ (the component declares what it reads in its contract, beside it in site/), or point the entry at a group that has it.',
  },
  E_CONTRACT_ARGUMENT: {
    title: 'A message uses an argument its component does not pass',
    hint: 'Use only the {arguments} the component passes, with the type it passes (a plural or number needs a number); the contract beside the component in site/ lists them.',
  },
  E_CONTRACT_LIST: {
    title: 'A list of messages has fewer entries than its component needs',
    hint: 'Add entries under the group (each a group with the keys the message names), in every locale.',
  },
  E_UNKNOWN_PAGE: {
    subject: 'page',
    title: 'A route has no page component',
    hint: 'Use a route id that has a page (site/pages/ids.ts), or add the page component there and in site/pages/index.ts.',
  },
  E_RENDER_FAILED: {
    title: 'A page could not be rendered from the content',
    hint: '`validate` should have reported the cause: fix what the message names, and declare the message or datum in the contract of the component that reads it (site/), so `validate` checks it from then on.',
  },
  E_DUPLICATE_ID: {
    title: 'An id is used twice',
    hint: 'Ids must be unique within their list; rename one of them.',
  },
  E_DUPLICATE_LOCALE: {
    title: 'A locale code is declared twice',
    hint: 'Each locale appears once in content/site.yaml.',
  },
  E_DUPLICATE_PREFIX: {
    title: 'Two locales share a URL prefix',
    hint: 'Every locale needs its own prefix (at most one may be empty).',
  },
  E_DUPLICATE_HREFLANG: {
    title: 'Two locales share an hreflang value',
    hint: 'Each locale needs its own hreflang (language, or language-REGION such as sr-ME and sr-RS), or search engines cannot tell the pages apart.',
  },
  E_ROUTE_COLLISION: {
    title: 'Two pages would have the same URL',
    hint: 'Give the route a path of its own that does not start with a locale prefix (/en, /sr) or a folder of the build (/assets, /builds), and is no name of a page the build writes itself (/index, /404, /500, /answer).',
  },
  E_BASE_URL: {
    title: 'A base URL is not a bare origin',
    hint: 'Write only scheme and host (and a port if needed), e.g. https://fiskalis.me: no user or password, path, query or fragment.',
  },
  E_LOCALE_FILE_MISSING: {
    title: 'A declared locale has no message file',
    hint: 'Create content/messages/<code>.yaml with every key of the other locales.',
  },
  E_LOCALE_NOT_DECLARED: {
    title: 'A message file belongs to no declared locale',
    hint: 'Declare the locale in content/site.yaml, or delete the file.',
  },
  E_TIER_CYCLE: {
    title: 'Tiers include each other in a cycle',
    hint: 'A tier may include only a lower tier; break the cycle.',
  },
  E_POPULAR_COUNT: {
    title: 'Wrong number of popular packages',
    hint: 'Mark exactly one package per segment and market with isPopular: true.',
  },
  E_PACKAGE_PRICE: {
    title: 'Package price does not fit the market',
    hint: 'Markets with numericPrices: true give every package a price; the others (Serbia) give none.',
  },
  E_PACKAGE_MISSING: {
    title: 'A market lacks a package',
    hint: 'Every market offers each tier for each segment once.',
  },
  E_DUPLICATE_PACKAGE: {
    title: 'A package is listed twice',
    hint: 'Each segment and tier appears once per market.',
  },
  E_CONFIG_PORT: {
    title: 'The port to listen on is not a port number',
    hint: 'Set PORT (or --port) to a whole number from 0 to 65535; 0 picks a free port.',
  },
  E_CONFIG_TRUST_PROXY: {
    title: 'TRUST_PROXY is not understood',
    hint: 'Use true, false, a number of proxy hops, or a comma-separated list of proxy addresses and CIDR ranges (127.0.0.1,10.0.0.0/8, or loopback).',
  },
  E_SERVER_LISTEN: {
    title: 'The server cannot listen on the address',
    hint: 'Choose a free PORT, or a HOST that is an address of this machine (127.0.0.1, or 0.0.0.0 for every interface).',
  },
  E_SITE_NOT_BUILT: {
    title: 'The output folder holds no complete build',
    hint: 'Run `npm run build` first (`npm start` builds and serves), or point --out at a built site.',
  },
  E_CONFIG_SMTP_URL: {
    title: 'SMTP_URL is not an SMTP server address',
    hint: 'Use smtp://user:password@host:587 (STARTTLS) or smtps://user:password@host:465 (TLS), with the password percent-encoded; leave SMTP_URL unset to keep messages in the outbox.',
  },
  E_CONFIG_OUTBOX: {
    title: 'The outbox folder cannot be written',
    hint: 'Set OUTBOX_DIR to a folder the server may create and write (default: outbox/ in the project), or fix its owner and permissions.',
  },
  E_CONFIG_MAIL_ADDRESS: {
    title: 'A mail address setting is not an e-mail address',
    hint: 'MAIL_FROM is one address; MAIL_TO_CONTACT and MAIL_TO_ACCOUNT_DELETION are comma-separated addresses (name@example.com).',
  },
  E_OUTBOX_LOCKED: {
    title: 'Another service process uses the outbox',
    hint: 'Run one service process per outbox: stop the other one first (a rolling restart stops, then starts), or give this one its own OUTBOX_DIR. A lock left by a process that no longer runs on this machine is taken over by itself; one of another machine is removed by hand (docs/outbox-lock.md).',
  },
  E_CONFIG_MAIL: {
    title: 'A setting of the contact service is not understood',
    hint: 'See the configuration table in docs/contact-service.md: durations are like 30s, 10m, 5h or 5d, MAIL_RATE_LIMIT like 5/1m, origins like https://fiskalis.me.',
  },
  // ── check-links and i18n (issue 8): the built site's links, and the state of the translations ──────────
  E_LINK_BROKEN: {
    title: 'A link of the built site leads nowhere',
    hint: 'Fix the link in the content (a route path, a section id, a URL in content/site.yaml) or restore its target, then build again.',
  },
  E_LINK_FRAGMENT: {
    title: 'A link names a #fragment its page does not have',
    hint: 'Use the id of a section of that page (content/sections.yaml), or drop the #fragment, then build again.',
  },
  E_OUTPUT_WRITE: {
    title: 'The output folder cannot be written',
    hint: 'Free space on the disk that holds it (a build stages the new site beside the old one, so it needs room for both), make it writable, or choose another --out.',
  },
  E_UNTRANSLATED: {
    title: 'A message is still marked as untranslated',
    hint: 'Translate the message and remove the "[untranslated] " marker in front of it (`i18n add` wrote it).',
  },
  E_SAME_AS_REFERENCE: {
    title: 'A message reads exactly as in the reference locale',
    hint: 'Translate it; if it is right as it is (a name, a brand word), add its key or the words to content/i18n.yaml.',
  },
  E_DEFAULT_LOCALE_IN_PROGRESS: {
    title: 'The default locale is marked in progress',
    hint: 'The default locale is the reference every other locale is translated from, and the site falls back to it: remove its `status: in-progress` in content/site.yaml.',
  },
  E_UNKNOWN_OFFICE: {
    subject: 'office',
    title: 'A locale names an office that content/site.yaml does not list',
    hint: "Use the id of one of `offices` in content/site.yaml (the office whose address and support e-mail the locale's pages give).",
  },
  E_LOCALE_WITHOUT_OFFICE: {
    title: "No office is in a locale's country, and the locale names none",
    hint: "Add `office: <id>` to the locale in content/site.yaml, naming the office whose address and support e-mail its pages give (or add an office in that country).",
  },
  E_DUPLICATE_BROWSER_LANGUAGE: {
    title: 'Two locales answer the same browser region or language',
    hint: "Keep the region or language in one locale's `browserLanguages` in content/site.yaml: the language suggestion could only ever pick the first.",
  },
  // ── warnings: the command succeeds, and prints one line ────────────────────────────────────────────────
  W_FORMS_SAME_ORIGIN: {
    title: "A build for a static host has forms that post to the site's own origin",
    hint: "Build with API_BASE_URL set to the contact service's origin (API_BASE_URL=https://api.fiskalis.me npm run build). Where this origin forwards /mail/ to the service, say so: API_BASE_URL= (empty), or --target server (docs/deploying.md).",
  },
  W_STALE_TRANSLATION: {
    title: 'A translation was made from an earlier text of the reference locale',
    hint: 'Compare the translation with the reference text as it is now (`i18n` lists both) and edit it if needed, then run `i18n confirm <locale> <key>`; an edited translation counts as confirmed. content/i18n-sources.yaml keeps the records (docs/content.md).',
  },
  W_LOCALE_IN_PROGRESS: {
    title: 'A locale in progress has messages not translated yet',
    hint: 'Translate them (`npm run validate` with the locale marked published lists each one); the dev server shows the locale with them marked. Once none is left, remove `status: in-progress` from the locale in content/site.yaml.',
  },
} as const satisfies Record<string, { title: string; hint: string; subject?: string }>;

export type ErrorCode = keyof typeof catalogue;

/** Codes about how the server or the contact service is started, not about content (tested in test/server/). */
export const SERVICE_CODES = [
  'E_CONFIG_PORT', 'E_CONFIG_TRUST_PROXY', 'E_SERVER_LISTEN', 'E_SITE_NOT_BUILT',
  'E_CONFIG_SMTP_URL', 'E_CONFIG_OUTBOX', 'E_CONFIG_MAIL_ADDRESS', 'E_CONFIG_MAIL',
  'E_OUTBOX_LOCKED',
] as const satisfies readonly ErrorCode[];

/** Codes of `check-links`, `i18n` and `build`'s output, not of `validate` (tested in test/cli/). */
export const REPORT_CODES = ['E_LINK_BROKEN', 'E_LINK_FRAGMENT', 'E_SAME_AS_REFERENCE', 'E_OUTPUT_WRITE'] as const satisfies readonly ErrorCode[];

/** Warnings: printed by `build` and `validate` on stderr, one line each; the command still succeeds. */
export const WARNING_CODES = ['W_FORMS_SAME_ORIGIN', 'W_STALE_TRANSLATION', 'W_LOCALE_IN_PROGRESS'] as const satisfies readonly ErrorCode[];

/** Message for a name that is not among the known ones; lists them so the fix is a copy away. */
export function describeUnknown(code: ErrorCode, value: unknown, known: readonly unknown[], where?: string): string {
  const entry = catalogue[code] as { subject?: string };
  const subject = entry.subject ?? 'value';
  const place = where ? ` at ${where}` : '';
  const list = known.length ? known.map(String).join(', ') : '(none)';
  return `Unknown ${subject} ${JSON.stringify(value)}${place}; known: ${list}`;
}

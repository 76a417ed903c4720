/**
 * Issue 22: a section of an existing type from content alone, and one problem per mistake, where the
 * mistake is, saying what to write. Each case states the whole message.
 */
import { type BrokenCase, EN, ME, PACKAGES, SECTIONS, SR, at, edit } from './helpers.js';
import type { FixtureSite } from '../../helpers/fixture-site.js';

/** A second section of type whyBetter, after the first, taking its copy from a new group. */
const NEW_ENTRY = '  - id: retailReasons\n    type: whyBetter\n    messages: retailReasons\n';
const addEntry = (site: FixtureSite) => site.replace(SECTIONS, '  - id: software\n', `${NEW_ENTRY}  - id: software\n`);
/** The new group in a catalogue, where the sections' order puts it: after betterBecause, before allYouNeed. */
const addGroup = (file: string, group = 'retailReasons:\n  title: "Why retailers switch"\n  cards:\n    scanning:\n      title: "Scanning"\n      text: "Barcodes in a second."\n') => (site: FixtureSite) =>
  site.replace(file, '\nallYouNeed:', `\n${group}\nallYouNeed:`);
const WHY_BETTER_READS = 'A whyBetter section reads: title; cards: at least 1 entry, each with title, text; optional: eyebrow, lead';

export const pointingCases: BrokenCase[] = [
  {
    name: 'a new section whose group no catalogue has yet (what its type reads, where the group goes in en.yaml)',
    mutate: addEntry,
    expect: (site) => ({
      code: 'E_CONTRACT_MESSAGE',
      ...at(site, EN, '\nallYouNeed:', 1),
      text: `section "retailReasons" (type whyBetter) in content/sections.yaml takes its copy from message group "retailReasons", which content/messages/en.yaml does not have; add it after "betterBecause", and to every locale. ${WHY_BETTER_READS}`,
      alone: true,
    }),
  },
  {
    name: 'a new group without the list its type enumerates (everything the type reads, at the group)',
    mutate: (site) => {
      addEntry(site);
      for (const file of [EN, ME, SR]) addGroup(file, 'retailReasons:\n  title: "Why retailers switch"\n')(site);
    },
    expect: (site) => ({
      code: 'E_CONTRACT_LIST',
      ...at(site, EN, '\nretailReasons:', 1),
      text: `section "retailReasons" (type whyBetter) takes its copy from message group "retailReasons", which lacks "retailReasons.cards" (0 entries; it needs at least 1, each a group with title, text) in content/messages/en.yaml. ${WHY_BETTER_READS}. Add what is missing under "retailReasons" in every locale, or point the section at a group that has it`,
      alone: true,
    }),
  },
  {
    name: 'a new group written in en.yaml only (one problem per locale, where the group goes, with its keys)',
    mutate: (site) => {
      addEntry(site);
      addGroup(EN)(site);
    },
    expect: (site) => ({
      code: 'E_MISSING_MESSAGE',
      ...at(site, ME, '\nallYouNeed:', 1),
      text: `Group "retailReasons" is missing in locale "me" (it is in content/messages/en.yaml, line ${at(site, EN, 'retailReasons:').line}); add it after "betterBecause", with its 3 messages: title, cards.scanning.title, cards.scanning.text`,
    }),
  },
  {
    name: 'a group that no section names',
    mutate: (site) => {
      for (const file of [EN, ME, SR]) addGroup(file)(site);
    },
    expect: (site) => ({
      code: 'E_UNUSED_MESSAGE_GROUP',
      ...at(site, EN, 'retailReasons:'),
      message: ['Message group "retailReasons" is read by no section of content/sections.yaml and by no page; sections name: landing, digitalStrategy,'],
      alone: true,
    }),
  },
  {
    name: 'a page-frame group missing from every locale: one problem, where it goes in en.yaml, with its keys',
    mutate: (site) => {
      for (const file of [EN, ME, SR]) site.write(file, site.read(file).replace(/\nupdate:\n(?: {2}.*\n)+/, '\n'));
    },
    expect: (site) => ({
      code: 'E_CONTRACT_MESSAGE',
      // After "footer", the nearest group declared before it in the contracts that en.yaml has.
      ...at(site, EN, '\npricingPackages:', 1),
      text: 'Group "update" is read by the update notice of the browser runtime (its texts in the app config, site/app-config-json.ts), but content/messages/en.yaml does not have it; add it after "footer", in every locale, with its 3 messages: available, reload, dismiss',
      alone: true,
    }),
  },
  {
    name: 'a page-frame message missing from every locale: after the key before it, at its indentation',
    mutate: (site) => {
      for (const file of [EN, ME, SR]) site.write(file, site.read(file).replace(/\n {2}phone: .*\n/, '\n'));
    },
    expect: (site) => ({
      code: 'E_CONTRACT_MESSAGE',
      ...at(site, EN, '\n  taxId:', 3),
      text: 'Footer (site/components/Footer.tsx) and ContactDirect (site/sections/contact/ContactDirect.tsx) reads message "footer.phone", which content/messages/en.yaml does not have; add "phone" after "footer.address", in every locale',
      alone: true,
    }),
  },
  {
    name: 'a page-frame group missing from one locale: one problem, where it goes in that file',
    mutate: (site) => site.write(ME, site.read(ME).replace(/\nupdate:\n(?: {2}.*\n)+/, '\n')),
    expect: (site) => ({
      code: 'E_MISSING_MESSAGE',
      ...at(site, ME, '\nlanguageSwitcher:', 1),
      text: `Group "update" is missing in locale "me" (it is in content/messages/en.yaml, line ${at(site, EN, '\nupdate:', 1).line}); add it after "errors", with its 3 messages: available, reload, dismiss`,
      alone: true,
    }),
  },
  {
    name: 'a key indented two spaces too far in en.yaml (still valid YAML): one problem, at the key',
    mutate: edit(EN, '  imageAlt: "The Fiskalis checkout', '    imageAlt: "The Fiskalis checkout'),
    expect: (site) => ({
      code: 'E_MESSAGE_MOVED',
      ...at(site, EN, 'imageAlt: "The Fiskalis checkout'),
      text: '"imageAlt" in content/messages/en.yaml is "landing.hospitality.imageAlt", but "landing.imageAlt" in every other locale (me, sr): probably indented one level too far, it moved under "landing.hospitality"; indent it like the other keys under "landing"',
      alone: true,
    }),
  },
  {
    name: 'a key renamed in en.yaml alone',
    mutate: edit(EN, '  imageAlt: "The Fiskalis checkout', '  imageText: "The Fiskalis checkout'),
    expect: (site) => ({
      code: 'E_MESSAGE_MOVED',
      ...at(site, EN, 'imageText:'),
      text: '"imageText" in content/messages/en.yaml is "landing.imageText", but "landing.imageAlt" in every other locale (me, sr): probably renamed in content/messages/en.yaml alone; give it back its name "imageAlt", or rename it in every locale',
      alone: true,
    }),
  },
  {
    name: 'a message deleted from en.yaml alone: one problem, in en.yaml where it belongs',
    mutate: edit(EN, '  compliance: "Built for e-fiscalization in Montenegro (EFI) and Serbia (ESIR/PFR)"\n', ''),
    expect: (site) => ({
      code: 'E_MISSING_MESSAGE',
      ...at(site, EN, 'title: "Point of sale and e-fiscalization, made simple"'),
      text: 'Message "landing.compliance" is in every other locale (me, sr) but not in the reference locale "en"; add it to content/messages/en.yaml after "landing.eyebrow", or remove it from the other locales',
      alone: true,
    }),
  },
  {
    name: 'a price with its currency',
    mutate: edit(PACKAGES, 'price: 12,', 'price: 19 EUR,'),
    expect: (site) => ({
      code: 'E_NUMBER_FORMAT',
      ...at(site, PACKAGES, '19 EUR'),
      text: 'markets[0].packages[0].price is "19 EUR", which is not a number; write 19: digits and a decimal point only, no currency or unit',
      alone: true,
    }),
  },
  {
    name: 'a price with a decimal comma (19,5: YAML reads a field "5")',
    mutate: edit(PACKAGES, 'price: 12,', 'price: 19,5,'),
    expect: (site) => ({
      code: 'E_NUMBER_FORMAT',
      ...at(site, PACKAGES, '19,5'),
      text: 'markets[0].packages[0].price is 19,5, written with a decimal comma, which YAML reads as "price: 19" and a field "5"; write 19.5 (a decimal point)',
      alone: true,
    }),
  },
  {
    name: 'a decimal comma where YAML reads the value as text',
    mutate: edit(SECTIONS, 'setupMinutes: 2', 'setupMinutes: 2,5'),
    expect: (site) => ({
      code: 'E_NUMBER_FORMAT',
      ...at(site, SECTIONS, '2,5'),
      text: 'sections[5].setupMinutes is 2,5, written with a decimal comma; write 2.5 (a decimal point)',
      alone: true,
    }),
  },
  {
    name: 'double quotes inside a double-quoted message',
    mutate: edit(EN, 'eyebrow: "Cloud POS + e-fiscalization"', 'eyebrow: "Cloud POS "+" e-fiscalization"'),
    expect: (site) => ({
      code: 'E_YAML_QUOTES',
      ...at(site, EN, '"+" e-fiscalization"'),
      text: 'The value of "eyebrow" starts with " and holds a " itself, which ends it early: +" e-fiscalization" is left over; put it in single quotes, or write each " inside it as \\"',
      alone: true,
    }),
  },
  {
    name: 'an apostrophe inside a single-quoted message',
    mutate: edit(EN, 'eyebrow: "Cloud POS + e-fiscalization"', "eyebrow: 'Cloud POS, it's e-fiscalization'"),
    expect: (site) => ({
      code: 'E_YAML_QUOTES',
      ...at(site, EN, "'s e-fiscalization'"),
      text: `The value of "eyebrow" starts with ' and holds a ' itself, which ends it early: s e-fiscalization' is left over; write each ' inside it twice ('')`,
      alone: true,
    }),
  },
  {
    name: 'a translated placeholder name ({paket} for {tier}): once, in words a maintainer knows',
    mutate: edit(ME, 'Sve iz paketa {tier} i još', 'Sve iz paketa {paket} i još'),
    expect: (site) => ({
      code: 'E_ICU_ARGUMENTS',
      ...at(site, ME, '{paket}'),
      text: 'Message "pricingPackages.includesPrevious" in locale "me" has the placeholder {paket} where content/messages/en.yaml has {tier}; a placeholder keeps its English name (only the words around it are translated), so write {tier}. content/messages/en.yaml: "Everything in {tier}, plus:"',
      alone: true,
    }),
  },
  {
    name: 'a missing } in a translation (with the reference text)',
    mutate: edit(ME, 'Sve iz paketa {tier} i još', 'Sve iz paketa {tier i još'),
    expect: (site) => ({
      code: 'E_ICU_SYNTAX',
      // Where the parser gave up: the word after the unclosed name.
      ...at(site, ME, '{tier i', '{tier '.length),
      text: 'Message "pricingPackages.includesPrevious" is not valid ICU: a "{" is not closed by "}"; in content/messages/en.yaml it reads "Everything in {tier}, plus:"',
      alone: true,
    }),
  },
];

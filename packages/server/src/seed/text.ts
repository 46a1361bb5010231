import type { Rng } from './prng.ts';
import { bank, PLACES } from './words.ts';

/** Sentence templates for members' writing. {title} and {artist} are the item's; {x} a word. */
const REVIEW_OPENERS = bank(
  'I came to {title} late, and I am still annoyed at myself for that.|' +
    'First full listen on a long train ride, headphones on, phone off.|' +
    'Everybody told me {artist} peaked early. Everybody was wrong.|' +
    'This one took three listens to click, and then it would not leave.|' +
    'Put this on while cooking and ended up just sitting on the kitchen floor.|' +
    'A friend handed me {title} on a burned CD years ago; revisiting it today.|' +
    'I expected background music and got something much stranger.|' +
    'There is a moment halfway through {title} where everything opens up.',
);

const REVIEW_MIDDLES = bank(
  'The production is {x} without ever feeling fussy.|' +
    'The songwriting is {x}, and the arrangements leave room to breathe.|' +
    'The rhythm section carries more of the emotion than the vocals do.|' +
    'Some of the middle stretch drags, but the closing run makes up for it.|' +
    'Every instrument sounds like it was recorded in the same warm room.|' +
    'The lyrics are {x} in a way that sneaks up on you.|' +
    'It sounds like {place} at four in the morning.|' +
    'The sequencing is the secret: each song hands off to the next.',
);

const REVIEW_CLOSERS = bank(
  'An easy recommendation.|Not perfect, but I keep coming back.|' +
    'This is going on the favorites list.|Play it loud.|' +
    'Best heard front to back, no shuffle.|I will be thinking about this one for a while.|' +
    'A grower. Give it time.|Still not sure how I feel, which is probably the point.',
);

const QUALITIES = bank('lush|sparse|tender|jagged|patient|playful|warm|hazy|precise|restless|generous|raw');

const REVIEW_TITLES = bank(
  'A slow burn|Worth the wait|Late-night essential|Better than I remembered|Headphones required|' +
    'Sunday morning record|Not what I expected|The one that got away|Still holds up|Pure comfort|' +
    'A grower|Front to back|Small hours|Instant favorite',
);

const GRATITUDE = bank(
  'Thank you to my sister for making me listen to this.|Grateful for the record store clerk who recommended this.|' +
    'This got me through a hard winter.|Thanks to my dad, who played this every Saturday.|' +
    'Grateful to have heard this live once.|Thank you, radio, for still surprising me.',
);

export type ItemText = { title: string; artist: string };

function fillText(rng: Rng, text: string, item: ItemText): string {
  return text
    .replace('{title}', item.title)
    .replace('{artist}', item.artist)
    .replace('{x}', rng.pick(QUALITIES))
    .replace('{place}', rng.pick(PLACES));
}

export function review(rng: Rng, item: ItemText): string {
  const parts = [rng.pick(REVIEW_OPENERS), rng.pick(REVIEW_MIDDLES)];
  if (rng.chance(0.5)) parts.push(rng.pick(REVIEW_MIDDLES));
  parts.push(rng.pick(REVIEW_CLOSERS));
  return parts.map((part) => fillText(rng, part, item)).join(' ');
}

export function reviewTitle(rng: Rng): string {
  return rng.pick(REVIEW_TITLES);
}

export function gratitude(rng: Rng): string {
  return rng.pick(GRATITUDE);
}

const BIOS = bank(
  'Record collector, occasional DJ, full-time overthinker.|Listening my way through every decade, one album a day.|' +
    'Mostly jazz, sometimes noise, always headphones.|I write about the albums that shaped me.|' +
    'Bass player in two bands you have not heard of.|Crate digger from {place}.|' +
    'Working through the classics and pretending I already knew them.|' +
    'Night-shift listener. Ambient and drone in the small hours.|' +
    'Radio host at a tiny college station.|Here for the deep cuts.',
);

export function bio(rng: Rng): string {
  return rng.pick(BIOS).replace('{place}', rng.pick(PLACES));
}

const ARTIST_PROFILE = bank(
  '{name} is {a} {nationality} {act} from {place}, active since {year}.|' +
    '{name} started out in {place} in {year} and became a fixture of the {genre} scene.|' +
    'Formed in {place} in {year}, {name} blends {genre} with whatever else is lying around.',
);

export function artistProfile(
  rng: Rng,
  fields: { name: string; nationality: string; act: string; year: number; genre: string },
): string {
  const first = rng
    .pick(ARTIST_PROFILE)
    .replace('{name}', fields.name)
    .replace('{a}', /^[AEIOU]/i.test(fields.nationality) ? 'an' : 'a')
    .replace('{nationality}', fields.nationality)
    .replace('{act}', fields.act)
    .replace('{place}', rng.pick(PLACES))
    .replace('{year}', String(fields.year))
    .replace('{genre}', fields.genre);
  const second = rng.pick(
    bank(
      'Their records are known for {x} arrangements and patient songwriting.|' +
        'Critics often single out the {x} production of their later work.|' +
        'Live, the music turns {x} and loud.',
    ),
  );
  return `${first} ${second.replace('{x}', rng.pick(QUALITIES))}`;
}

const EXPLANATIONS = bank(
  'You said you wanted something for long drives. This is it.|Reminded me of that record you love.|' +
    'Trust me on the third track.|Perfect for a rainy afternoon.|' +
    'I think this is right up your alley.|Saw this and thought of you.',
);

const RESPONSES = bank(
  'Loved it, thank you!|Not really my thing, but I get why you like it.|' +
    'The second half is incredible.|Added to my favorites, great call.|Listened twice already.',
);

export function explanation(rng: Rng): string {
  return rng.pick(EXPLANATIONS);
}

export function response(rng: Rng): string {
  return rng.pick(RESPONSES);
}

const ITEM_NOTES = bank(
  'The one that started it all.|Side two is perfect.|Still sounds like the future.|' +
    'Essential listening.|An underrated gem.|Play this one loud.|The best closer of the decade.|' +
    'Often overlooked, never forgotten.',
);

export function itemNote(rng: Rng): string {
  return rng.pick(ITEM_NOTES);
}

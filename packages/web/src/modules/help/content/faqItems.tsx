import type { ReactNode } from 'react';
import { SupportMail } from './SupportMail';

export type FaqItem = { id: string; question: string; answer: ReactNode };

/** Every question of the help pages, answered for Earmark. */
export const FAQ_ITEMS: FaqItem[] = [
  {
    id: 'data-sources',
    question: 'Where does Earmark’s music data come from?',
    answer: (
      <>
        Albums, songs and artists come from MusicBrainz, the open music encyclopedia maintained by a worldwide
        community of volunteers. We add links to Spotify, YouTube and Discogs so you can listen to a record or
        find a physical copy. Each album and artist page lists its data sources.
      </>
    ),
  },
  {
    id: 'duplicates',
    question: 'Why do I see the same album twice?',
    answer: (
      <>
        MusicBrainz sometimes keeps two entries for what is really one album — a deluxe edition filed
        separately, or two contributors adding the same record. We group editions where we can, but a few
        duplicates slip through. If you spot one, tell us at <SupportMail /> and we’ll merge it at the source.
      </>
    ),
  },
  {
    id: 'mobile-app',
    question: 'Is there a mobile app?',
    answer: (
      <>
        Not yet, and you don’t need one: Earmark is fully responsive, so everything works in your phone’s
        browser. Add it to your home screen (Share → Add to Home Screen on iPhone, or the browser menu on
        Android) and it opens like an app.
      </>
    ),
  },
  {
    id: 'check-vs-deep-listen',
    question: 'What is the difference between the listened check and a deep listen?',
    answer: (
      <>
        The check simply records that you have heard an album or song. A deep listen (in the item’s “…” menu)
        — shown with the headphones icon on its Listened button, on album cards and in your collection — means
        you gave it your full attention: start to finish, no distractions. Both count as listened; the deep
        listen is a note to yourself about <em>how</em> you listened.
      </>
    ),
  },
  {
    id: 'listened-vs-reflect',
    question: 'What is the difference between “Listened” and “Reflect”?',
    answer: (
      <>
        “Mark as listened” is a single tap that marks an item as heard (the button then reads “Listened”).
        “Reflect” opens your diary: pick the date, add a rating, write a review or a note of gratitude, say
        whether it gave you chills, and whether it was a first listen. Reflecting also marks the item as
        listened and takes it off your For Later queue. Rating, liking, loving or favoriting an item marks it
        listened too, so taking the check off removes them (we ask first); your diary entries stay.
      </>
    ),
  },
  {
    id: 'like-vs-follow-list',
    question: 'What is the difference between liking and following a list?',
    answer: (
      <>
        Liking a list is applause: it tells the curator you enjoyed it and saves it under Liked. Following a
        list puts its unheard items into your For Later view, so you can work your way through it and see your
        progress.
      </>
    ),
  },
  {
    id: 'favorites-vs-favorite',
    question: 'How are the Favorites on my profile different from the Favorite button?',
    answer: (
      <>
        The Favorites on your profile are your all-time top five albums, artists and songs, in an order you
        choose: they come from your favorites lists (“Favorite Albums of All Time” and its siblings), which
        you edit like any list. The Favorite button on an album or song is a reaction, the strongest after
        Like and Love; you can give it to as many items as you wish, and they are listed under Favorited in
        your collection. Favoriting an album or song does not put it on your profile, and picking it for your
        profile does not favorite it. Artists are the exception: favoriting an artist adds it to your Favorite
        Artists list, and unfavoriting takes it off.
      </>
    ),
  },
  {
    id: 'unclickable-artists',
    question: 'Why can’t I click on some artists?',
    answer: (
      <>
        Some credits — “Various Artists”, or names we haven’t imported a page for yet — have no artist page on
        Earmark, so they appear as plain text. As our catalogue grows, more of them become links.
      </>
    ),
  },
  {
    id: 'data-edits',
    question: 'An album has the wrong title, cover or track list. How do I fix it?',
    answer: (
      <>
        Data is edited at the source: make the correction on MusicBrainz (every album page links to its
        MusicBrainz entry). Earmark picks up changes automatically, and they appear here within an hour.
      </>
    ),
  },
  {
    id: 'account-settings',
    question: 'How do I change my email, password, avatar or who sees my listening?',
    answer: (
      <>
        Open Settings from your avatar menu. The Profile tab holds your avatar (upload a picture; it is
        cropped to a square) and the name shown beside your @username. The Account tab changes your email (we
        send a confirmation link to the new address; the change applies once you open it) and your password
        (you give the current one; your other devices are logged out), turns news emails on or off, and makes
        your profile private: then only your friends — members you follow who follow you back — see your
        checks, ratings, diary and reviews. Your lists and follows stay public.
      </>
    ),
  },
  {
    id: 'metadata-help',
    question: 'I’m new to MusicBrainz. Where can I get help with metadata?',
    answer: (
      <>
        MusicBrainz has a friendly beginners’ guide at{' '}
        <a href="https://musicbrainz.org/doc/Beginners_Guide" target="_blank" rel="noopener noreferrer">
          musicbrainz.org/doc/Beginners_Guide
        </a>{' '}
        and an active forum. If you’re stuck, write to <SupportMail /> with a link to the album and we’ll
        help.
      </>
    ),
  },
];

import type { ReactNode } from 'react';
import { SupportMail } from './SupportMail';

export type PolicySection = { id: string; title: string; body: ReactNode };

export const PRIVACY_SECTIONS: PolicySection[] = [
  {
    id: 'account',
    title: 'Your account',
    body: (
      <p>
        When you sign up we store your username, email address and a salted hash of your password (never the
        password itself). Anything you add to your profile — name, bio, website, avatar — is public, as is
        your username. A picture you upload as your avatar is cropped to a square and stored without its
        metadata (no camera or location data is kept); removing it in Settings deletes the file. You can
        change your password under Settings → Account (your other devices are then logged out).
      </p>
    ),
  },
  {
    id: 'listening',
    title: 'Your listening data',
    body: (
      <>
        <p>
          Earmark exists to keep a record of your listening, so we store what you tell us: the albums and
          songs you mark as listened, your ratings, likes, loves and favorites, your For Later queue, your
          diary entries and reviews, your lists, the people and lists you follow, and the recommendations you
          send and receive.
        </p>
        <p>
          Your checks, ratings, reflections, lists and follows can be seen by other members and visitors on
          your profile and on item pages. Recommendations are visible only to you and the friend involved.
        </p>
        <p>
          If you make your profile private (Settings → Account → Private profile), your checks, ratings,
          likes, For Later queue, diary and reviews are shown only to you and your friends — members you
          follow who follow you back — on your profile, on item pages and in the community feeds. Your
          username, profile details, lists and follows stay public.
        </p>
      </>
    ),
  },
  {
    id: 'email',
    title: 'Email',
    body: (
      <p>
        We use your email address to sign you in, to reset your password and, if you opted in when you signed
        up, to send occasional product news. You can turn news emails off (or on) at any time with the News
        emails switch under Settings → Account; each news email also links there. You can change your address
        there too: the change takes effect only once you open the confirmation link we send to the new
        address, and we tell your old address about it. We never sell or rent your address.
      </p>
    ),
  },
  {
    id: 'storage',
    title: 'Cookies and local storage',
    body: (
      <>
        <p>
          Earmark does not use advertising or tracking cookies. Your browser’s local storage keeps a few
          things so the site works smoothly:
        </p>
        <ul>
          <li>
            <code>earmark.token</code> and <code>earmark.tokenExpiresAt</code>: your login session and when it
            ends (sessions last 14 days);
          </li>
          <li>your recent searches (the last five);</li>
          <li>
            albums and songs you checked as a guest, so they can be saved to your account when you sign up;
          </li>
          <li>
            which monthly update banner you have dismissed, and an unsaved list draft if you started one.
          </li>
        </ul>
        <p>Logging out removes your session; clearing your browser’s site data removes everything else.</p>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Payments',
    body: (
      <p>
        Supporter subscriptions are processed by Stripe. Your card details go straight to Stripe and never
        touch our servers; we only keep your subscription tier, its status and a Stripe customer reference so
        you can manage or cancel it. Stripe’s own privacy policy covers the payment itself.
      </p>
    ),
  },
  {
    id: 'third-parties',
    title: 'Third-party services',
    body: (
      <p>
        Album information comes from MusicBrainz. Links to Spotify, YouTube and Discogs take you to those
        services, which have their own privacy policies. We do not share your personal data with them.
      </p>
    ),
  },
  {
    id: 'deletion',
    title: 'Deleting your data',
    body: (
      <p>
        You can delete your account at any time under Settings → Account. This permanently removes your
        profile and everything you created — checks, ratings, diary entries, reviews, personal lists, follows
        and recommendations — except lists you marked as curated by an organisation or another person, which
        stay available to the community without your name. Backups are overwritten within 30 days.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Questions',
    body: (
      <p>
        To see a copy of your data, correct it, or ask anything about this policy, write to <SupportMail />.
        If we change this policy in a way that matters, we’ll tell you on the site before it takes effect.
      </p>
    ),
  },
];

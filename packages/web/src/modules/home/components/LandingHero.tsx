import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ROUTES } from '../../../lib/links';
import classes from './LandingHero.module.css';

export function LandingHero() {
  return (
    <section className={classes.hero} aria-labelledby="landing-title">
      <div className={classes.record} aria-hidden />
      <Container py={{ base: 56, sm: 96 }} className={classes.inner}>
        <Stack gap="lg" maw={640}>
          <Text className={classes.kicker}>Discover. Reflect. Share. Organize. Learn. Listen.</Text>
          <Title order={1} id="landing-title" className={classes.title}>
            Keep a diary of the music that moves you.
          </Title>
          <Text size="lg" className={classes.lead}>
            Mark albums and songs as listened, rate and review them, build lists, and see what your friends
            have on repeat. Earmark is the social home for people who listen closely.
          </Text>
          <Group gap="sm">
            <Button component={Link} to={ROUTES.signup} size="lg">
              Get Started - It's Free!
            </Button>
            <Button component={Link} to={ROUTES.login} size="lg" variant="white" color="dark">
              Log in
            </Button>
          </Group>
        </Stack>
      </Container>
    </section>
  );
}

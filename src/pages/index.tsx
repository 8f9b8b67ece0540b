import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import {libraries, learningPaths, valueCards} from '@site/src/data/home';
import HomeExample from './_components/HomeExample.mdx';
import LinkCardGrid from './_components/LinkCardGrid';
import styles from './index.module.css';

function Hero() {
  const logo = useBaseUrl('/img/redux-logo.svg');
  return (
    <header className={styles.hero}>
      <div className={`container ${styles.heroInner}`}>
        {/* The mark is decoration: the heading beside it says "Redux". */}
        <img className={styles.heroLogo} src={logo} alt="" width={72} height={72} />
        <Heading as="h1" className={styles.heroTitle}>
          Redux
        </Heading>
        <p className={styles.heroTagline}>
          One predictable place for your app&apos;s state: every change is an explicit event, every update is a pure
          function, and every step can be inspected.
        </p>
        <div className={styles.heroActions}>
          <Link className="button button--primary button--lg" to="/introduction/getting-started">
            Get started
          </Link>
          <Link className="button button--secondary button--lg" to="/tutorials/essentials/part-1-overview-concepts">
            Tutorial
          </Link>
          <Link className={styles.heroLink} to="/api/api-reference">
            API reference
          </Link>
        </div>
      </div>
    </header>
  );
}

function Install() {
  return (
    <section className={styles.section} aria-labelledby="install">
      <div className="container">
        <Heading as="h2" id="install">
          Install
        </Heading>
        <p>Redux Toolkit includes the Redux core; React-Redux connects it to React.</p>
        <CodeBlock language="bash">npm install @reduxjs/toolkit react-redux</CodeBlock>
        <p>
          Starting from scratch? The <Link to="/introduction/installation">installation guide</Link> shows the official
          Vite and Expo templates and the Next.js example.
        </p>
      </div>
    </section>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout
      title="Predictable, traceable global state for JavaScript apps"
      description="Documentation for Redux, Redux Toolkit and React-Redux: tutorials, usage guides, API reference and FAQ."
    >
      <Hero />
      <main>
        <Install />
        <section className={styles.section} aria-labelledby="why">
          <div className="container">
            <Heading as="h2" id="why">
              Why Redux
            </Heading>
            <LinkCardGrid links={valueCards} />
          </div>
        </section>
        <section className={styles.section} aria-labelledby="modern-redux">
          <div className="container">
            <Heading as="h2" id="modern-redux">
              Modern Redux in 30 seconds
            </Heading>
            <p>
              A slice holds a piece of state and the reducers that update it; the store combines the slices; a component
              reads with a typed selector hook and dispatches actions.
            </p>
            <HomeExample />
            <p>
              Build it step by step in the <Link to="/tutorials/typescript-quick-start">TypeScript Quick Start</Link>.
            </p>
          </div>
        </section>
        <section className={styles.section} aria-labelledby="family">
          <div className="container">
            <Heading as="h2" id="family">
              The Redux family
            </Heading>
            <LinkCardGrid links={libraries} />
          </div>
        </section>
        <section className={styles.section} aria-labelledby="learn">
          <div className="container">
            <Heading as="h2" id="learn">
              Where to start
            </Heading>
            <LinkCardGrid links={learningPaths} compact />
          </div>
        </section>
        <section className={styles.section} aria-labelledby="right-for-me">
          <div className="container">
            <Heading as="h2" id="right-for-me">
              Is Redux right for your app?
            </Heading>
            <p>
              Not every app needs it. Redux pays off when a lot of state is shared across distant parts of the UI,
              changes often, or follows rules complex enough that you want them in one tested place. If your state is
              mostly server data, a data-fetching cache (such as RTK Query) may be all you need; if it is local to a few
              components, React state is simpler. The <Link to="/faq/general#when-should-i-use-redux">FAQ</Link> has
              four questions to help you decide.
            </p>
          </div>
        </section>
        <section className={styles.section} aria-labelledby="versions">
          <div className="container">
            <Heading as="h2" id="versions">
              Current versions
            </Heading>
            <p>
              These docs cover <strong>Redux 5</strong>, <strong>Redux Toolkit 2</strong> and{' '}
              <strong>React-Redux 9</strong>, written TypeScript first. Coming from an older codebase? Read{' '}
              <Link to="/introduction/why-rtk-is-redux-today">why Redux Toolkit is how to use Redux today</Link>.
            </p>
            <p>
              Questions are welcome in the{' '}
              <Link href="https://discord.gg/reactiflux">#redux channel on Reactiflux</Link>, on{' '}
              <Link href="https://stackoverflow.com/questions/tagged/redux">Stack Overflow</Link> and in{' '}
              <Link href="https://github.com/reduxjs/redux/discussions">GitHub Discussions</Link>.
            </p>
          </div>
        </section>
      </main>
    </Layout>
  );
}

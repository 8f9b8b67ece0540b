/**
 * Names the page's social card (plugins/social-cards) in its `og:image` and `twitter:image`, on
 * every page: link previews in chat and on social media show it. The build draws the card at the
 * same path (cardPath.ts). Root is the one theme component around every page; a page that sets
 * its own image (front matter `image`) overrides this, being rendered deeper.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {cardPath} from '../cardPath';

export default function Root({children}: {children: ReactNode}): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const {directory} = usePluginData('social-cards') as {directory: string};
  const image = `${siteConfig.url.replace(/\/+$/, '')}${siteConfig.baseUrl}${cardPath(pathname, siteConfig.baseUrl, directory)}`;
  return (
    <>
      <Head>
        <meta property="og:image" content={image} />
        <meta name="twitter:image" content={image} />
      </Head>
      {children}
    </>
  );
}

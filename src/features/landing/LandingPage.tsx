import { Flex, theme } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { BrandLogo } from '../../components/BrandLogo';
import { ButtonLink } from '../../components/ButtonLink';
import { Heading } from '../../components/Heading';
import { KeyFigure } from '../../components/KeyFigure';
import { Panel } from '../../components/Panel';
import { PRODUCT_NAME } from '@domain/constants';
import { QuoteWidget } from './QuoteWidget';
import { usePageTitle } from '../../lightEntry/usePageTitle';

const FEATURES = [
  {
    title: 'Live quotes',
    text: 'A firm price for any lane in North America in seconds, not hours.',
  },
  { title: 'Shipment tracking', text: 'Every load on one dashboard, from booking to delivery.' },
  {
    title: 'Verified carriers',
    text: 'Every carrier checked for authority, safety and insurance.',
  },
  { title: '24/7 support', text: 'Real people on the phone, day and night.' },
  { title: 'Insurance', text: 'Cargo coverage on every load you book.' },
];

const CLAIMS = [
  { value: '10k+', label: 'Shippers' },
  { value: '4.9/5', label: 'Rating' },
  { value: '98%', label: 'On-time' },
  { value: '5 min', label: 'Setup' },
  { value: '24/7', label: 'Support' },
];

const WIDTH = { maxWidth: 1200, margin: '0 auto' };

/** The page's side margins: 48 px on a desk, 16 px on a phone, in between as the window goes. */
const SIDE = 'clamp(16px, 5vw, 48px)';

/**
 * Two columns where there is room for both, one on a phone, without a media query (inline styles
 * have none): a column is never narrower than this, or than the window.
 */
const TWO_COLUMNS = 'repeat(auto-fit, minmax(min(100%, 400px), 1fr))';

/*
 * The public page is built from plain elements in the theme's tokens rather than antd's Layout,
 * Card and Typography: it is the first page most visitors load, and those bring several times
 * their weight in code this page never runs.
 */
const LandingPage = () => {
  usePageTitle('Book full-truckload freight');
  const { token } = theme.useToken();
  return (
    // antd's Flex also gives the plain links inside it antd's link style, as its Layout did.
    <Flex vertical style={{ minHeight: '100vh' }}>
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          height: 64,
          padding: `0 ${SIDE}`,
          background: token.colorBgContainer,
        }}
      >
        <BrandLogo />
        <Link to={paths.login}>Sign in</Link>
      </header>
      <main style={{ flex: 'auto' }}>
        <section style={{ background: '#f4f6fb', padding: `clamp(32px, 8vw, 64px) ${SIDE}` }}>
          <div
            style={{
              ...WIDTH,
              display: 'grid',
              gridTemplateColumns: TWO_COLUMNS,
              gap: 48,
              alignItems: 'center',
            }}
          >
            <div>
              <Heading level={1}>Book full-truckload freight at an instant price</Heading>
              <p style={{ margin: '0 0 1em', fontSize: 18 }}>
                53-foot dry van and reefer between any two cities in the United States, Canada and
                Mexico. Quote, book and pay with {PRODUCT_NAME} in minutes.
              </p>
              <ButtonLink to={paths.login} type="primary" size="large">
                Get Started
              </ButtonLink>
            </div>
            <QuoteWidget />
          </div>
        </section>
        <section aria-labelledby="claims" style={{ padding: `40px ${SIDE}` }}>
          <Heading level={2} id="claims" style={{ position: 'absolute', left: -9999 }}>
            {PRODUCT_NAME} in numbers
          </Heading>
          <Flex justify="space-around" wrap gap={24} style={WIDTH}>
            {CLAIMS.map((claim) => (
              <KeyFigure key={claim.label} caption={claim.label} value={claim.value} />
            ))}
          </Flex>
        </section>
        <section aria-labelledby="features" style={{ padding: `24px ${SIDE} 64px` }}>
          <Heading level={2} id="features" style={{ textAlign: 'center' }}>
            Everything a shipper needs
          </Heading>
          <Flex wrap gap={24} style={WIDTH}>
            {FEATURES.map((feature) => (
              <Panel
                key={feature.title}
                title={
                  <Heading level={3} style={{ margin: 0, fontSize: 18 }}>
                    {feature.title}
                  </Heading>
                }
                style={{ flex: '1 1 200px' }}
              >
                {feature.text}
              </Panel>
            ))}
          </Flex>
        </section>
      </main>
      <footer
        style={{ padding: `24px ${SIDE}`, textAlign: 'center', background: token.colorBgLayout }}
      >
        © {new Date().getFullYear()} {PRODUCT_NAME}
      </footer>
    </Flex>
  );
};

export default LandingPage;

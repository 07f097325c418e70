import { Card, Col, Flex, Layout, Row, Statistic, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { BrandLogo } from '../../components/BrandLogo';
import { PRODUCT_NAME } from '../../contract/constants';
import { QuoteWidget } from './QuoteWidget';
import { ButtonLink } from '../../components/ButtonLink';

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

const LandingPage = () => (
  <Layout style={{ minHeight: '100vh', background: '#fff' }}>
    <Layout.Header
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        background: '#fff',
      }}
    >
      <BrandLogo />
      <Link to={paths.login}>Sign in</Link>
    </Layout.Header>
    <Layout.Content>
      <main>
        <section style={{ background: '#f4f6fb', padding: '64px 48px' }}>
          <Row gutter={48} align="middle" style={{ maxWidth: 1200, margin: '0 auto' }}>
            <Col span={12}>
              <Typography.Title>Book full-truckload freight at an instant price</Typography.Title>
              <Typography.Paragraph style={{ fontSize: 18 }}>
                53-foot dry van and reefer between any two cities in the United States, Canada and
                Mexico. Quote, book and pay with {PRODUCT_NAME} in minutes.
              </Typography.Paragraph>
              <ButtonLink to={paths.login} type="primary" size="large">
                Get Started
              </ButtonLink>
            </Col>
            <Col span={12}>
              <QuoteWidget />
            </Col>
          </Row>
        </section>
        <section aria-labelledby="claims" style={{ padding: '40px 48px' }}>
          <Typography.Title
            level={2}
            id="claims"
            className="visually-hidden"
            style={{ position: 'absolute', left: -9999 }}
          >
            {PRODUCT_NAME} in numbers
          </Typography.Title>
          <Flex justify="space-around" style={{ maxWidth: 1200, margin: '0 auto' }}>
            {CLAIMS.map((claim) => (
              <Statistic key={claim.label} title={claim.label} value={claim.value} />
            ))}
          </Flex>
        </section>
        <section aria-labelledby="features" style={{ padding: '24px 48px 64px' }}>
          <Typography.Title level={2} id="features" style={{ textAlign: 'center' }}>
            Everything a shipper needs
          </Typography.Title>
          <Row gutter={[24, 24]} style={{ maxWidth: 1200, margin: '0 auto' }}>
            {FEATURES.map((feature) => (
              <Col key={feature.title} flex="1 1 200px">
                <Card
                  title={
                    <Typography.Title level={3} style={{ margin: 0, fontSize: 18 }}>
                      {feature.title}
                    </Typography.Title>
                  }
                  style={{ height: '100%' }}
                >
                  {feature.text}
                </Card>
              </Col>
            ))}
          </Row>
        </section>
      </main>
    </Layout.Content>
    <Layout.Footer style={{ textAlign: 'center' }}>
      © {new Date().getFullYear()} {PRODUCT_NAME}
    </Layout.Footer>
  </Layout>
);

export default LandingPage;

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AboutPage } from './about/about-page';
import { HowItWorksPage } from './how-it-works/how-it-works-page';
import { PrivacyPolicyPage } from './legal/privacy-policy-page';
import { TermsOfUsePage } from './legal/terms-of-use-page';
import { expectSections, headingTexts, renderPublicPage } from './testing/public-page';

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

/** Heading levels in document order; a page must never skip a level on the way down. */
function headingLevels(): number[] {
  return [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
    Number(heading.tagName.slice(1)),
  );
}

function expectHeadingsInOrder() {
  const levels = headingLevels();
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] as number) + 1);
  });
}

describe('public text pages', () => {
  it('About Us tells who we are, what we offer and our values', async () => {
    renderPublicPage(AboutPage);
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeDefined();
    expectSections(['Who we are', 'What we offer', 'Our values']);
    expect(screen.getByText(/founded in 2024 in Lusaka/)).toBeDefined();
    expect(document.title).toBe('About Us | Kwacha Loans');
    expect(description()).toContain('founded in 2024');
    expectHeadingsInOrder();
  });

  it('How It Works lists the steps, who can apply and the support hours', async () => {
    renderPublicPage(HowItWorksPage);
    expect(await screen.findByRole('heading', { level: 1, name: 'How It Works' })).toBeDefined();
    const steps = headingTexts(3);
    expect(steps).toEqual([
      'Register and verify your e-mail',
      'Get a quote',
      'Apply',
      'Review and approval',
      'Receive the money',
      'Repay by mobile money',
    ]);
    const help = screen.getByRole('heading', { level: 2, name: 'Help when you need it' }).nextElementSibling;
    expect(help?.textContent).toBe(
      'Our support team is available Monday-Friday 8:00-18:00, Saturday 9:00-14:00, Sunday closed. We reply to every message within 24 hours.',
    );
    expect(screen.getByText(/MTN, Airtel or Zamtel mobile money/)).toBeDefined();
    expect(document.title).toBe('How It Works | Kwacha Loans');
    expectHeadingsInOrder();
  });

  it('Privacy Policy covers the data kept, its uses, sharing, retention, rights and complaints', async () => {
    renderPublicPage(PrivacyPolicyPage);
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeDefined();
    expectSections([
      'The personal data we keep',
      'Why we use it',
      'Who we share it with',
      'How long we keep it',
      'Your rights',
      'Using your rights in your account',
      'Contact us and complaints',
    ]);
    expect(screen.getAllByText(/Data Protection Act No\. 3 of 2021/).length).toBeGreaterThan(0);
    expect(screen.getByText(/Data Protection Commissioner/)).toBeDefined();
    expect(
      screen.getByText(/TransUnion Zambia, a credit bureau licensed under the Credit Reporting Act/),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'your profile' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByText(/kept for 10 years after your last loan closed/)).toBeDefined();
    expect(document.title).toBe('Privacy Policy | Kwacha Loans');
    expect(description()).toContain('Data Protection Act');
    expectHeadingsInOrder();
  });

  it('Terms of Use covers eligibility, fees, repayment, late and early payment and Zambian law', async () => {
    renderPublicPage(TermsOfUsePage);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeDefined();
    expectSections([
      'Who can use our service',
      'Loans',
      'Fees and interest',
      'Repayment',
      'Late payment',
      'Early repayment',
      'Your account and its security',
      'Acceptable use',
      'Governing law and complaints',
    ]);
    expect(
      screen.getByText(/A service fee, a percentage of the loan amount stated in your quote and key facts/),
    ).toBeDefined();
    expect(screen.getByText(/laws of the Republic of Zambia/)).toBeDefined();
    expect(document.title).toBe('Terms of Use | Kwacha Loans');
    expectHeadingsInOrder();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n/language-store';
import { TEST_PRODUCTS } from '../../test/builders/loan-products';
import { fakeApi, ok } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { AboutPage } from './about/about-page';
import { ContactPage } from './contact/contact-page';
import { HowItWorksPage } from './how-it-works/how-it-works-page';
import { PrivacyPolicyPage } from './legal/privacy-policy-page';
import { TermsOfUsePage } from './legal/terms-of-use-page';
import { LoanProductsPage } from './loan-products/loan-products-page';
import { headingTexts, renderPublicPage } from './testing/public-page';

const BINDING_BEM =
  'Uku kupilibula kwa kumwafwa fye; ifyalembwa mu Cisungu pali ili peji e fyo fikonkwa mu mafunde.';

// docs/product.md §22: the public pages in the reader's language; English stays the pages' own.
describe('public pages in Ichibemba and Chinyanja', () => {
  it('About Us speaks Ichibemba once chosen, and English again after', async () => {
    await act(() => setLanguage('bem'));
    renderPublicPage(AboutPage);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pali Ifwe' })).toBeTruthy();
    expect(headingTexts(2)).toEqual(['Abo Tuli', 'Ifyo Tupeela', 'Imibele Yesu']);
    expect(screen.getByText(/Kwacha Loans yatendeke mu 2024 mu Lusaka/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Moneni Imisango Yesu iya Ngongole' })).toBeTruthy();
    // The title is set after the page renders.
    await waitFor(() => expect(document.title).toBe('Pali Ifwe | Kwacha Loans'));

    await act(() => setLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeTruthy();
    // The title is set after the page renders.
    await waitFor(() => expect(document.title).toBe('About Us | Kwacha Loans'));
  });

  it('How It Works in Ichibemba: the steps, who can apply and the support hours', async () => {
    await act(() => setLanguage('bem'));
    renderPublicPage(HowItWorksPage);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ifyo Cibomba' })).toBeTruthy();
    const steps = headingTexts(3);
    expect(steps).toEqual([
      'Ilembesheni kabili shininkisheni imeli yenu',
      'Pokeleleni ukupenda',
      'Lombeni',
      'Ukulolesha no kusuminisha',
      'Pokeleleni indalama',
      'Bwesheni ku mobile money',
    ]);
    expect(screen.getByText('Muli mwina Zambia uwakwata imyaka 18 nangu ukucilapo.')).toBeTruthy();
    const help = screen.getByRole('heading', { level: 2, name: 'Ubwafwilisho ilyo mulebukabila' });
    expect(help.nextElementSibling?.textContent).toBe(
      'Abantu besu aba kwafwilisha balasangwa: Palichimo-Palichisano 8:00-18:00, Pacibelushi 9:00-14:00, Pa Mulungu twaisala. Tulasuka ku bukombe bonse mu maawala 24.',
    );
  });

  it('Contact Us in Ichibemba: the form, the ways to reach us and how to complain', async () => {
    await act(() => setLanguage('bem'));
    renderApp('/contact-us', [{ path: '/contact-us', Component: ContactPage }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lanshanyeni na Ifwe' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Tutumineni ubukombe' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Ishina Lyonse' })).toBeTruthy();
    const subject = screen.getByRole('combobox', { name: 'Ico Mulelandapo' });
    expect(
      within(subject)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Saleni ico mulelandapo',
      'Icipusho pa Ngongole',
      'Ubwafwilisho pa Akaunti',
      'Ubwafya pa Bulipilo',
      'Ubwafwilisho bwa Tekinoloji',
      'Ifipusho Fimbi',
      'Amatontonkanyo Yenu',
    ]);
    expect(screen.getByRole('button', { name: 'Tumeni Ubukombe' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Inshita sha Kwafwilishishako' })).toBeTruthy();
    const complain = within(
      screen
        .getByRole('heading', { level: 2, name: 'Inshila ya Kwilishanya' })
        .closest('section') as HTMLElement,
    );
    expect(complain.getByRole('link', { name: 'Ukwilishanya' }).getAttribute('href')).toBe('/complaints');
    expect(complain.getByText(/Bank of Zambia/)).toBeTruthy();
  });

  it('Loan Products in Ichibemba: the cards, the fee and the sample calculator', async () => {
    fakeApi({
      'GET /api/loan-products': ok(TEST_PRODUCTS),
      'GET /api/loan-products/terms': ok({ serviceFeePercent: 6.5, lateFeePercent: 5, lateFeeGraceDays: 3 }),
    });
    await act(() => setLanguage('bem'));
    renderApp('/loan-products', [{ path: '/loan-products', Component: LoanProductsPage }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Imisango ya Ngongole' })).toBeTruthy();
    const card = (await screen.findByRole('heading', { level: 3, name: 'Ingongole ya Fyenu' })).closest('li');
    const inCard = within(card as HTMLElement);
    expect(inCard.getByText('imyeshi 1–12')).toBeTruthy();
    expect(inCard.getByText('ukutendekela pa 2.5%')).toBeTruthy();
    expect(inCard.getByRole('link', { name: 'Lombeni Nomba pa Ingongole ya Fyenu' })).toBeTruthy();
    expect(await screen.findByText(/icilipilwa ca mulimo ica 6.5%/)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Indalama sha ngongole sha kumwenako' })).toBeTruthy();
    const periods = within(screen.getByRole('group', { name: 'Imyeshi ya kubwesha' })).getAllByRole('button');
    expect(periods.map((button) => button.textContent)).toEqual([
      'imyeshi 3',
      'imyeshi 6',
      'imyeshi 9',
      'imyeshi 12',
    ]);
  });

  it('the Privacy Policy in Ichibemba says first that the English is binding', async () => {
    await act(() => setLanguage('bem'));
    renderPublicPage(PrivacyPolicyPage);
    const title = await screen.findByRole('heading', { level: 1, name: 'Ukusunga Ifya Nkama' });
    expect(title.nextElementSibling?.textContent).toBe(BINDING_BEM);
    expect(screen.getByText(/^Ifyalembwa fyalungikwe pa 1 Juni 2026\./)).toBeTruthy();
    expect(headingTexts(2)).toContain('Insambu shenu');
    expect(screen.getByRole('link', { name: 'ipeji lyenu ilya “Ifyandi”' }).getAttribute('href')).toBe(
      '/profile',
    );
    expect(screen.getByText('Fuuteni akaunti yandi', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByText(/fisungwa imyaka 10 pa numa/)).toBeTruthy();

    await act(() => setLanguage('en'));
    expect(screen.queryByText(BINDING_BEM)).toBeNull();
    expect(screen.getByText(/^Last updated 1 June 2026\./)).toBeTruthy();
  });

  it('the Terms of Use in Chinyanja, with the same note and the link to the privacy policy', async () => {
    await act(() => setLanguage('ny'));
    renderPublicPage(TermsOfUsePage);
    const title = await screen.findByRole('heading', { level: 1, name: 'Malamulo Ogwiritsa Ntchito' });
    expect(title.nextElementSibling?.textContent).toBe(
      'Uku ndi kumasulira kokuthandizani chabe; Chingerezi cha tsamba lino ndicho chovomerezeka mwalamulo.',
    );
    expect(screen.getByText(/^Zasinthidwa komaliza pa 1 Juni 2026\./)).toBeTruthy();
    expect(headingTexts(2)).toContain('Malamulo olamulira ndi madandaulo');
    expect(screen.getByRole('link', { name: 'mfundo zathu Zachinsinsi' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
    expect(screen.getByText('Positi:', { exact: false })).toBeTruthy();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n/language-store';
import { createConsentState } from '../../test/builders/consent';
import { notificationRoutes } from '../../test/builders/notifications';
import { createUser, type FakeReply, ok, signedInAs } from '../../test/fake-api';
import { preloadPages, renderWithSession } from '../../test/render-with-session';
import {
  allThreeDocuments,
  createKycView,
  fakeObjectUrls,
  fakeUploads,
  photoFile,
} from './testing/fake-uploads';

beforeAll(() => preloadPages());
beforeEach(() => {
  fakeObjectUrls();
});

function showPage(path: string, kyc: FakeReply, extra: Record<string, FakeReply> = {}) {
  signedInAs(createUser(), { ...notificationRoutes(), 'GET /api/kyc': kyc, ...extra });
  renderWithSession(path);
}

const slot = async (name: string) => within(await screen.findByRole('region', { name }));

describe('VerifyIdentityPage in Ichibemba (docs/product.md §22)', () => {
  it('speaks Ichibemba once chosen, accessible names included, and English again after', async () => {
    const user = userEvent.setup();
    const uploads = fakeUploads();
    await act(() => setLanguage('bem'));
    showPage('/verify-identity', ok(createKycView()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shininkisheni uwo muli' })).toBeTruthy();
    // The title is set after the page renders.
    await waitFor(() => expect(document.title).toBe('Shininkisheni uwo muli | Kwacha Loans'));
    expect(await screen.findByText('Tamulatendeka')).toBeTruthy();
    expect(screen.getByText('Ifyo cilili')).toBeTruthy();
    for (const name of ['Ku ntanshi kwa NRC yenu', 'Ku numa kwa NRC yenu', 'Selfie mwaikata NRC yenu']) {
      const photo = await slot(name);
      expect(photo.getByText('Tapalaba icikope')).toBeTruthy();
      expect(photo.getByLabelText(`Kopeni icikope — ${name}`)).toBeTruthy();
      expect(photo.getByLabelText(`Saleni ifaelo — ${name}`)).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Tumeni ukuti filolekeshiwe' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(
      screen.getByText('Bikeni ifikope fyonse fitatu pa kuti mufitume ukuti filolekeshiwe.'),
    ).toBeTruthy();

    // The browser's own check of the size, then an upload's progress, in Bemba.
    const selfie = await slot('Selfie mwaikata NRC yenu');
    await user.upload(
      selfie.getByLabelText('Saleni ifaelo — Selfie mwaikata NRC yenu'),
      photoFile('huge.jpg', 8 * 1024 * 1024 + 1),
    );
    expect((await selfie.findByRole('alert')).textContent).toBe(
      'Icikope ico cacila pa 8 MB. Kopeni na kabili pa resolution iyanono.',
    );
    const front = await slot('Ku ntanshi kwa NRC yenu');
    await user.upload(
      front.getByLabelText('Saleni ifaelo — Ku ntanshi kwa NRC yenu'),
      photoFile('front.jpg', 4000),
    );
    const xhr = await uploads.nth(0);
    await xhr.progress(1000, 4000);
    expect(front.getByRole('progressbar', { name: 'Tuletuma Ku ntanshi kwa NRC yenu' })).toBeTruthy();
    expect(front.getByRole('img', { name: 'Icikope cenu: Ku ntanshi kwa NRC yenu' })).toBeTruthy();

    await act(() => setLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeTruthy();
    expect(screen.getByText('Not started')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Uploading Front of your NRC' })).toBeTruthy();
  });

  it("names the photo staff asked for in Ichibemba; staff's reason stays as written", async () => {
    await act(() => setLanguage('bem'));
    showPage(
      '/verify-identity',
      ok(
        createKycView({
          status: 'needs_another_photo',
          reason: 'Your face is hidden by the card.',
          reasonKind: 'selfie',
          submittedAt: '2026-11-25T08:30:00.000Z',
          decidedAt: '2026-11-25T10:00:00.000Z',
          documents: allThreeDocuments('2026-11-25T08:00:00.000Z'),
        }),
      ),
    );
    expect(await screen.findByText('Tulefwaya icikope cimbi')).toBeTruthy();
    expect(
      screen.getByText(
        'Pyanikeni icikope cilumbulwa pe samba, e lyo mutume amapepala yenu na kabili ukuti yalolekeshiwe.',
      ),
    ).toBeTruthy();
    const selfie = await slot('Selfie mwaikata NRC yenu');
    expect(selfie.getByText('Tulefwaya icikope cimbi:')).toBeTruthy();
    expect(selfie.getByText('Your face is hidden by the card.')).toBeTruthy();
    expect(
      (await slot('Ku ntanshi kwa NRC yenu')).getByText('Icikope casungwa pa 25 Novemba 2026, 10:00.'),
    ).toBeTruthy();
  });

  it('shows the identity check card on the profile in Ichibemba', async () => {
    await act(() => setLanguage('bem'));
    showPage('/profile', ok(createKycView()), { 'GET /api/consent': ok(createConsentState()) });
    const card = within(await screen.findByRole('region', { name: 'Ukushininkisha uwo muli' }));
    expect(await card.findByText('Tamulatendeka')).toBeTruthy();
    expect(card.getByText('Tulolekesha NRC yenu ne selfie ilyo tatulatuma indalama.')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Shininkisheni uwo muli' }).getAttribute('href')).toBe(
      '/verify-identity',
    );
  });
});

import { KYC_MESSAGES } from '@kwacha/shared/kyc/kyc-view';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notificationRoutes } from '../../test/builders/notifications';
import { createUser, type FakeReply, fail, ok, signedInAs, TEST_TOKEN } from '../../test/fake-api';
import { preloadPages, renderWithSession } from '../../test/render-with-session';
import {
  allThreeDocuments,
  createKycDocument,
  createKycView,
  fakeObjectUrls,
  fakeUploads,
  photoFile,
} from './testing/fake-uploads';

beforeAll(() => preloadPages());
beforeEach(() => {
  fakeObjectUrls();
});

const KYC = 'GET /api/kyc';
const SUBMIT = 'POST /api/kyc/submit';
const imageReply = () => async () =>
  new Response('jpeg bytes', { status: 200, headers: { 'Content-Type': 'image/jpeg' } });

function showPage(kyc: FakeReply | FakeReply[], extra: Record<string, FakeReply | FakeReply[]> = {}) {
  const api = signedInAs(createUser(), { ...notificationRoutes(), [KYC]: kyc, ...extra });
  const view = renderWithSession('/verify-identity');
  return { ...api, router: view.router };
}

const slot = async (name: string) => within(await screen.findByRole('region', { name }));
const submitButton = () => screen.getByRole('button', { name: 'Submit for checking' }) as HTMLButtonElement;

describe('VerifyIdentityPage', () => {
  it('shows a loading state, then the status and three empty photo slots; submit waits for all three', async () => {
    showPage(ok(createKycView()));
    expect(await screen.findByText('Loading your identity check…')).toBeTruthy();
    expect(await screen.findByText('Not started')).toBeTruthy();
    expect(document.title).toBe('Verify your identity | Kwacha Loans');
    for (const name of ['Front of your NRC', 'Back of your NRC', 'A selfie holding your NRC']) {
      const photo = await slot(name);
      expect(photo.getByText('No photo yet')).toBeTruthy();
      expect(photo.getByLabelText(`Take a photo — ${name}`)).toBeTruthy();
      expect(photo.getByLabelText(`Choose a file — ${name}`)).toBeTruthy();
    }
    // The back camera for the card, the front camera for the selfie.
    const front = (await slot('Front of your NRC')).getByLabelText('Take a photo — Front of your NRC');
    expect(front.getAttribute('capture')).toBe('environment');
    expect(front.getAttribute('accept')).toBe('image/*');
    const selfie = (await slot('A selfie holding your NRC')).getByLabelText(
      'Take a photo — A selfie holding your NRC',
    );
    expect(selfie.getAttribute('capture')).toBe('user');
    expect(submitButton().disabled).toBe(true);
    expect(screen.getByText('Add all three photos to send them for checking.')).toBeTruthy();
  });

  it('shows an error with Try Again when the status cannot load', async () => {
    const user = userEvent.setup();
    showPage([
      fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'),
      ok(createKycView()),
    ]);
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Not started')).toBeTruthy();
  });

  it('uploads a chosen photo with the session, shows its progress and a preview, then says it is saved', async () => {
    const user = userEvent.setup();
    const uploads = fakeUploads();
    showPage(ok(createKycView()));
    const front = await slot('Front of your NRC');
    await user.upload(
      front.getByLabelText('Choose a file — Front of your NRC'),
      photoFile('front.jpg', 4000),
    );

    const xhr = await uploads.nth(0);
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('/api/kyc/documents/nrc_front');
    expect(xhr.headers['x-auth-token']).toBe(TEST_TOKEN);
    expect(xhr.file?.name).toBe('front.jpg');
    expect(front.getByRole('img', { name: 'Your photo: Front of your NRC' }).getAttribute('src')).toMatch(
      /^blob:photo-/,
    );
    expect(front.getByText('Uploading your photo…')).toBeTruthy();

    await xhr.progress(1000, 4000);
    const bar = front.getByRole('progressbar', { name: 'Uploading Front of your NRC' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    await xhr.progress(3000, 4000);
    expect(bar.getAttribute('aria-valuenow')).toBe('75');
    // The buttons wait while a photo is on its way.
    expect((front.getByLabelText('Choose a file — Front of your NRC') as HTMLInputElement).disabled).toBe(
      true,
    );

    await xhr.succeed(createKycView({ documents: [createKycDocument({ kind: 'nrc_front' })] }));
    expect(await front.findByText(/^Photo saved/)).toBeTruthy();
    expect(front.queryByRole('progressbar')).toBeNull();
    expect(submitButton().disabled).toBe(true);
  });

  it('shows the server’s refusal beside that photo only, with nothing to retry', async () => {
    const user = userEvent.setup();
    const uploads = fakeUploads();
    showPage(ok(createKycView()));
    const back = await slot('Back of your NRC');
    await user.upload(back.getByLabelText('Take a photo — Back of your NRC'), photoFile('back.jpg'));
    await (await uploads.nth(0)).refuse(400, 'KYC_FILE_NOT_IMAGE', KYC_MESSAGES.fileNotImage);

    expect((await back.findByRole('alert')).textContent).toBe(KYC_MESSAGES.fileNotImage);
    expect(back.queryByRole('button', { name: /Try again/ })).toBeNull();
    expect((await slot('Front of your NRC')).queryByRole('alert')).toBeNull();
  });

  it('says how long to wait when too many photos were uploaded, and offers Try again', async () => {
    const user = userEvent.setup();
    const uploads = fakeUploads();
    showPage(ok(createKycView()));
    const front = await slot('Front of your NRC');
    await user.upload(front.getByLabelText('Choose a file — Front of your NRC'), photoFile('front.jpg'));
    const wait = 'You have uploaded many photos already. Please wait 20 minutes before uploading another.';
    await (await uploads.nth(0)).refuse(429, 'TOO_MANY_REQUESTS', wait);
    expect((await front.findByRole('alert')).textContent).toBe(wait);
    expect(front.getByRole('button', { name: 'Try again — Front of your NRC' })).toBeTruthy();
  });

  it('refuses a photo above 8 MB before sending it', async () => {
    const user = userEvent.setup();
    const uploads = fakeUploads();
    showPage(ok(createKycView()));
    const selfie = await slot('A selfie holding your NRC');
    await user.upload(
      selfie.getByLabelText('Choose a file — A selfie holding your NRC'),
      photoFile('huge.jpg', 8 * 1024 * 1024 + 1),
    );
    expect((await selfie.findByRole('alert')).textContent).toBe(KYC_MESSAGES.fileTooLarge);
    expect(uploads.sent).toHaveLength(0);
  });

  it('keeps the chosen photo when the connection breaks, and sends the same one again on Try again', async () => {
    const user = userEvent.setup();
    const uploads = fakeUploads();
    showPage(ok(createKycView()));
    const front = await slot('Front of your NRC');
    await user.upload(front.getByLabelText('Choose a file — Front of your NRC'), photoFile('mine.jpg'));
    const first = await uploads.nth(0);
    await first.progress(500, 2048);
    await first.breakConnection();

    expect((await front.findByRole('alert')).textContent).toBe(
      'Could not reach the server. Please check your internet connection and try again.',
    );
    // The photo is still shown, ready to go again.
    expect(front.getByRole('img', { name: 'Your photo: Front of your NRC' })).toBeTruthy();
    await user.click(front.getByRole('button', { name: 'Try again — Front of your NRC' }));
    const second = await uploads.nth(1);
    expect(second.file?.name).toBe('mine.jpg');
    expect(second.file?.size).toBe(2048);
    await second.succeed(createKycView({ documents: [createKycDocument({ kind: 'nrc_front' })] }));
    expect(await front.findByText(/^Photo saved/)).toBeTruthy();
    expect(front.queryByRole('alert')).toBeNull();
  });

  it('keeps a photo whose upload was cut short by leaving the page, and sends it on Try again', async () => {
    const user = userEvent.setup();
    const uploads = fakeUploads();
    const { router } = showPage(ok(createKycView()), { 'GET /api/dashboard': fail(500, 'INTERNAL_ERROR') });
    const front = await slot('Front of your NRC');
    await user.upload(front.getByLabelText('Choose a file — Front of your NRC'), photoFile('kept.jpg'));
    await (await uploads.nth(0)).progress(100, 2048);
    await act(() => router.navigate('/dashboard'));
    await screen.findByRole('heading', { level: 1, name: /Welcome back/ });
    await act(() => router.navigate('/verify-identity'));

    const again = await slot('Front of your NRC');
    expect(again.getByRole('img', { name: 'Your photo: Front of your NRC' })).toBeTruthy();
    expect(again.getByText('This photo has not been sent yet.')).toBeTruthy();
    await user.click(again.getByRole('button', { name: 'Try again — Front of your NRC' }));
    expect((await uploads.nth(1)).file?.name).toBe('kept.jpg');
  });

  it('sends the three photos for checking once all are saved, then shows the read-only view', async () => {
    const user = userEvent.setup();
    const uploads = fakeUploads();
    const submitted = createKycView({
      status: 'submitted',
      submittedAt: '2026-11-25T09:00:00.000Z',
      documents: allThreeDocuments(),
    });
    const api = showPage(ok(createKycView()), { [SUBMIT]: ok(submitted, KYC_MESSAGES.submitted) });
    const kinds = [
      ['Front of your NRC', 'nrc_front'],
      ['Back of your NRC', 'nrc_back'],
      ['A selfie holding your NRC', 'selfie'],
    ] as const;
    for (const [index, [name]] of kinds.entries()) {
      const photo = await slot(name);
      await user.upload(photo.getByLabelText(`Choose a file — ${name}`), photoFile(`${index}.jpg`));
      const xhr = await uploads.nth(index);
      expect(submitButton().disabled).toBe(true);
      await xhr.succeed(
        createKycView({
          documents: kinds.slice(0, index + 1).map(([, kind]) => createKycDocument({ kind })),
        }),
      );
    }
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    await user.click(submitButton());

    expect(await screen.findByText(KYC_MESSAGES.submitted)).toBeTruthy();
    expect(screen.getByText('Submitted — we are checking your documents')).toBeTruthy();
    expect(api.calls(SUBMIT)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Submit for checking' })).toBeNull();
    expect(screen.queryByLabelText(/Take a photo/)).toBeNull();
  });

  it('shows the staff’s reason and which photo; submit waits until that photo is taken again', async () => {
    const user = userEvent.setup();
    const uploads = fakeUploads();
    const asked = createKycView({
      status: 'needs_another_photo',
      reason: 'Your face is hidden by the card.',
      reasonKind: 'selfie',
      submittedAt: '2026-11-25T08:30:00.000Z',
      decidedAt: '2026-11-25T10:00:00.000Z',
      documents: allThreeDocuments('2026-11-25T08:00:00.000Z'),
    });
    const api = showPage(ok(asked), {
      'GET /api/kyc/documents/nrc_front': imageReply(),
      'GET /api/kyc/documents/nrc_back': imageReply(),
      'GET /api/kyc/documents/selfie': imageReply(),
    });
    expect(await screen.findByText('We need another photo')).toBeTruthy();
    expect(screen.getAllByText('Your face is hidden by the card.').length).toBeGreaterThan(0);
    const selfie = await slot('A selfie holding your NRC');
    expect(selfie.getByText('We need another photo:')).toBeTruthy();
    // The photos kept are fetched with the session and shown.
    await waitFor(() => expect(api.calls('GET /api/kyc/documents/nrc_front')).toHaveLength(1));
    expect(api.calls('GET /api/kyc/documents/nrc_front')[0]?.headers.get('x-auth-token')).toBe(TEST_TOKEN);
    expect(await (await slot('Front of your NRC')).findByRole('img')).toBeTruthy();
    expect(submitButton().disabled).toBe(true);

    await user.upload(
      selfie.getByLabelText('Take a photo — A selfie holding your NRC'),
      photoFile('again.jpg'),
    );
    await (await uploads.nth(0)).succeed({
      ...asked,
      documents: [
        ...allThreeDocuments('2026-11-25T08:00:00.000Z').slice(0, 2),
        createKycDocument({ kind: 'selfie', uploadedAt: '2026-11-25T11:00:00.000Z' }),
      ],
    });
    await waitFor(() => expect(submitButton().disabled).toBe(false));
  });

  it('is read-only once approved', async () => {
    showPage(
      ok(
        createKycView({
          status: 'approved',
          decidedAt: '2026-11-25T10:00:00.000Z',
          documents: allThreeDocuments(),
        }),
      ),
      {
        'GET /api/kyc/documents/nrc_front': imageReply(),
        'GET /api/kyc/documents/nrc_back': imageReply(),
        'GET /api/kyc/documents/selfie': imageReply(),
      },
    );
    expect(await screen.findByText('Approved')).toBeTruthy();
    expect(screen.getByText('Your identity is verified. Nothing more to do.')).toBeTruthy();
    expect(screen.queryByLabelText(/Choose a file/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit for checking' })).toBeNull();
  });
});

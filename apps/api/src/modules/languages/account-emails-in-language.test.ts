import { dataRightsRequests, kycChecks, notifications, users } from '@kwacha/db';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  latestEmail,
  register,
  registrationPayload,
  signedInStaff,
  tokenFromEmail,
  verifiedBorrower,
} from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DESCRIPTION, postComplaint } from '../complaints/testing/complaint-requests';

/**
 * The account, identity-check, complaint and data-rights e-mails and their notifications, for a borrower
 * whose users.language is Bemba or Nyanja (docs/product.md §22). English is what the other tests of
 * each module assert, unchanged.
 */
const EXPECTED = {
  bem: {
    hello: 'Mulishani Mwila,',
    footer: 'Mulepokelela iyi imeli pa mulandu wa akaunti yenu iyo mukwete na ifwe.',
    verifySubject: 'Shininkisheni adilesi ya imeli yenu',
    verifyThanks: 'Natotela pa kuilembesha na Kwacha Loans.',
    verifyButton: 'Shininkisheni imeli yandi: http://app.test/verify-email?token=',
    welcomeSubject: 'Mwaiseni kuli Kwacha Loans',
    resetSubject: 'Alulenipo ishiwi lyenu lya nkama',
    resetButton: 'Saleni ishiwi lya nkama ilipya: http://app.test/reset-password/',
    emailChangedSubject: 'Adilesi ya imeli yenu yaalulwa',
    correctionSubject: 'Ipepo lyenu lya kulungika ifyalembwa',
    corrected: 'Twalungika inambala yenu iya NRC. Card checked at the Lusaka office.',
    refused: 'Ipepo lyenu lya kulungika ubushiku bwenu bwa kufyalwa lyakaanwa: The card shows 1990.',
    kycApprovedSubject: 'Ifipepala fyenu ifya kwishibikwa fyasuminishiwa',
    kycApprovedNotice: 'Ifipepala fyenu ifya kwishibikwa fyasuminishiwa.',
    anotherPhotoSubject: 'Tulefwaya icikope cimbi pa kushininkisha ukuti ni imwe',
    anotherPhoto: 'Napapata tumeni icikope icipya: Ku numa kwa NRC yenu.',
    anotherPhotoNotice:
      'Tulefwaya icikope cimbi pa kushininkisha ukuti ni imwe: The back is too dark to read.',
    complaintSubject: (reference: string) => `Twapokelela ilyashi lyenu lya kuilishanya ${reference}`,
    complaintFirst: (reference: string) =>
      `Twapokelela ilyashi lyenu lya kuilishanya ${reference} (Icintu cimbi).`,
    complaintNotice: (reference: string) =>
      `Twapokelela ilyashi lyenu lya kuilishanya ${reference}. Tukamwishibisha ukuti tulelilolesha mu bushiku bumo ubwa mulimo.`,
    acknowledgedSubject: (reference: string) => `Ilyashi lyenu lya kuilishanya ${reference} lileloleshiwa`,
    resolvedSubject: (reference: string) => `Icasuko cesu ku lyashi lyenu lya kuilishanya ${reference}`,
    resolvedNotice: (reference: string) =>
      `Ilyashi lyenu lya kuilishanya ${reference} lyapwishiwa. Isuleni ipeji lya Complaints pa kubelenga icasuko cesu.`,
  },
  ny: {
    hello: 'Muli bwanji Mwila,',
    footer: 'Mukulandira imelo iyi chifukwa cha akaunti yanu ndi ife.',
    verifySubject: 'Tsimikizirani adilesi ya imelo yanu',
    verifyThanks: 'Zikomo polembetsa ndi Kwacha Loans.',
    verifyButton: 'Tsimikizirani imelo yanga: http://app.test/verify-email?token=',
    welcomeSubject: 'Takulandirani ku Kwacha Loans',
    resetSubject: 'Sinthani mawu anu achinsinsi',
    resetButton: 'Sankhani mawu achinsinsi atsopano: http://app.test/reset-password/',
    emailChangedSubject: 'Adilesi ya imelo yanu yasinthidwa',
    correctionSubject: 'Pempho lanu lokonza zambiri zanu',
    corrected: 'Takonza nambala yanu ya NRC. Card checked at the Lusaka office.',
    refused: 'Pempho lanu lokonza tsiku lanu lobadwa lakanidwa: The card shows 1990.',
    kycApprovedSubject: 'Zikalata zanu zodziwikitsa zavomerezedwa',
    kycApprovedNotice: 'Zikalata zanu zodziwikitsa zavomerezedwa.',
    anotherPhotoSubject: 'Tikufuna chithunzi china kuti titsimikize kuti ndinu ndani',
    anotherPhoto: 'Chonde tumizani chithunzi chatsopano: Kumbuyo kwa NRC yanu.',
    anotherPhotoNotice:
      'Tikufuna chithunzi china kuti titsimikize kuti ndinu ndani: The back is too dark to read.',
    complaintSubject: (reference: string) => `Talandira dandaulo lanu ${reference}`,
    complaintFirst: (reference: string) => `Talandira dandaulo lanu ${reference} (Zina).`,
    complaintNotice: (reference: string) =>
      `Talandira dandaulo lanu ${reference}. Tidzakudziwitsani kuti tikuliwunika mkati mwa tsiku limodzi la ntchito.`,
    acknowledgedSubject: (reference: string) => `Dandaulo lanu ${reference} likuwunikidwa`,
    resolvedSubject: (reference: string) => `Yankho lathu pa dandaulo lanu ${reference}`,
    resolvedNotice: (reference: string) =>
      `Dandaulo lanu ${reference} lathetsedwa. Tsegulani tsamba la Complaints kuti muwerenge yankho lathu.`,
  },
} as const;

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, 'admin');
});
afterAll(() => t.close());

describe.each(['bem', 'ny'] as const)(
  "account e-mails and notices in the borrower's language: %s",
  (language) => {
    const expected = EXPECTED[language];
    const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token: string, payload?: object) =>
      t.app.inject({ method, url, headers: { 'x-auth-token': token }, ...(payload && { payload }) });
    const latestNotice = async (userId: string) => {
      const [row] = await t.ctx.db
        .select({ message: notifications.message })
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt))
        .limit(1);
      return row?.message;
    };
    /** A verified borrower who chose the language (PATCH /api/me/language). */
    async function borrowerIn() {
      const borrower = await verifiedBorrower(t);
      const res = await call('PATCH', '/api/me/language', borrower.token, { language });
      expect(res.statusCode).toBe(200);
      return borrower;
    }
    /** The e-mail's whole plain text is in the language: greeting, footer, nothing of the English. */
    function expectWhollyTranslated(email: { textBody: string; htmlBody: string }) {
      expect(email.textBody.startsWith(`${expected.hello}\n`)).toBe(true);
      expect(email.textBody).toContain(expected.footer);
      expect(email.textBody).not.toMatch(/Hello|You receive|Please|Your |We /);
      expect(email.htmlBody).toContain(`<html lang="${language}">`);
    }

    it('verification in the language registered in, welcome and password reset', async () => {
      // Registered from an English page: English, the account's language still unchosen.
      const english = await register(t);
      expect((await latestEmail(t, english.email, 'verify-email')).subject).toBe('Verify your email address');
      const [englishUser] = await t.ctx.db.select().from(users).where(eq(users.email, english.email));
      expect(englishUser?.language).toBeNull();

      // Registered from a page in the language: the account keeps it, and the first link speaks it.
      const payload = registrationPayload();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'accept-language': language },
        payload,
      });
      expect(res.statusCode).toBe(201);
      const [user] = await t.ctx.db.select().from(users).where(eq(users.email, payload.email));
      expect(user?.language).toBe(language);
      const first = await latestEmail(t, payload.email, 'verify-email');
      expect(first.subject).toBe(expected.verifySubject);
      expect(first.textBody).toContain(expected.verifyThanks);
      expect(first.textBody).toContain(expected.verifyButton);
      expectWhollyTranslated(first);

      const token = await tokenFromEmail(t, payload.email, 'verify-email');
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${token}` })).statusCode,
      ).toBe(200);
      const welcome = await latestEmail(t, payload.email, 'welcome');
      expect(welcome.subject).toBe(expected.welcomeSubject);
      expectWhollyTranslated(welcome);

      const forgot = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: payload.email },
      });
      expect(forgot.statusCode).toBe(200);
      const reset = await latestEmail(t, payload.email, 'password-reset');
      expect(reset.subject).toBe(expected.resetSubject);
      expect(reset.textBody).toContain(expected.resetButton);
      expectWhollyTranslated(reset);
    });

    it('an e-mail change: the new address’s link and the note to the old address', async () => {
      const borrower = await borrowerIn();
      const newEmail = `new.${borrower.email}`;
      const res = await call('PUT', '/api/me/email', borrower.token, {
        email: newEmail,
        password: borrower.password,
      });
      expect(res.statusCode).toBe(200);
      const link = await latestEmail(t, newEmail, 'verify-email');
      expect(link.subject).toBe(expected.verifySubject);
      expectWhollyTranslated(link);
      const note = await latestEmail(t, borrower.email, 'email-changed');
      expect(note.subject).toBe(expected.emailChangedSubject);
      expectWhollyTranslated(note);
    });

    it('a correction applied and one refused: the e-mail and the bell in the language, the record in English', async () => {
      const borrower = await borrowerIn();
      const fileAndDecide = async (request: object, decision: string, body: object) => {
        const filed = await call('POST', '/api/me/correction-requests', borrower.token, request);
        expect(filed.statusCode).toBe(201);
        const id = filed.json().data.id as string;
        const decided = await call(
          'POST',
          `/api/admin/data-rights-requests/${id}/${decision}`,
          admin.token,
          body,
        );
        expect(decided.statusCode).toBe(200);
        const [row] = await t.ctx.db.select().from(dataRightsRequests).where(eq(dataRightsRequests.id, id));
        return row?.outcome;
      };

      const applied = await fileAndDecide(
        {
          field: 'nrcNumber',
          newValue: language === 'bem' ? '987654/32/1' : '987655/32/1',
          reason: 'Typing mistake at registration',
        },
        'complete',
        { note: 'Card checked at the Lusaka office.' },
      );
      expect(applied).toBe('Your NRC number was corrected. Card checked at the Lusaka office.');
      const email = await latestEmail(t, borrower.email, 'data-rights-outcome');
      expect(email.subject).toBe(expected.correctionSubject);
      expect(email.textBody).toContain(`\n${expected.corrected}\n`);
      expectWhollyTranslated(email);
      expect(await latestNotice(borrower.userId)).toBe(expected.corrected);

      const refused = await fileAndDecide(
        { field: 'dateOfBirth', newValue: '1991-01-02', reason: 'Wrong year' },
        'refuse',
        { reason: 'The card shows 1990.' },
      );
      expect(refused).toBe('Your request to correct your Date of birth was refused: The card shows 1990.');
      expect((await latestEmail(t, borrower.email, 'data-rights-outcome')).textBody).toContain(
        expected.refused,
      );
      expect(await latestNotice(borrower.userId)).toBe(expected.refused);
    });

    it('identity documents approved, and another photo asked for', async () => {
      const submitted = async () => {
        const borrower = await borrowerIn();
        await t.ctx.db
          .insert(kycChecks)
          .values({ userId: borrower.userId, status: 'submitted', submittedAt: new Date() });
        return borrower;
      };
      const approvedOne = await submitted();
      expect(
        (await call('POST', `/api/admin/kyc/${approvedOne.userId}/approve`, admin.token)).statusCode,
      ).toBe(200);
      const approved = await latestEmail(t, approvedOne.email, 'kyc-approved');
      expect(approved.subject).toBe(expected.kycApprovedSubject);
      expectWhollyTranslated(approved);
      expect(await latestNotice(approvedOne.userId)).toBe(expected.kycApprovedNotice);

      const askedOne = await submitted();
      const asked = await call(
        'POST',
        `/api/admin/kyc/${askedOne.userId}/request-another-photo`,
        admin.token,
        {
          kind: 'nrc_back',
          reason: 'The back is too dark to read.',
        },
      );
      expect(asked.statusCode).toBe(200);
      const another = await latestEmail(t, askedOne.email, 'kyc-another-photo');
      expect(another.subject).toBe(expected.anotherPhotoSubject);
      expect(another.textBody).toContain(expected.anotherPhoto);
      // Staff's reason as staff wrote it.
      expect(another.textBody).toContain(': The back is too dark to read.\n');
      expectWhollyTranslated({
        ...another,
        textBody: another.textBody.replace('The back is too dark to read.', ''),
      });
      expect(await latestNotice(askedOne.userId)).toBe(expected.anotherPhotoNotice);
    });

    it('a complaint received, acknowledged and answered', async () => {
      const borrower = await borrowerIn();
      const created = await postComplaint(t, borrower.token, { category: 'other', description: DESCRIPTION });
      expect(created.statusCode).toBe(201);
      const { id, reference } = created.json().data as { id: string; reference: string };
      const received = await latestEmail(t, borrower.email, 'complaint-received');
      expect(received.subject).toBe(expected.complaintSubject(reference));
      expect(received.textBody).toContain(expected.complaintFirst(reference));
      expectWhollyTranslated(received);
      expect(await latestNotice(borrower.userId)).toBe(expected.complaintNotice(reference));

      expect((await call('POST', `/api/admin/complaints/${id}/acknowledge`, admin.token)).statusCode).toBe(
        200,
      );
      const acknowledged = await latestEmail(t, borrower.email, 'complaint-acknowledged');
      expect(acknowledged.subject).toBe(expected.acknowledgedSubject(reference));
      expectWhollyTranslated(acknowledged);

      const answer = 'Zzq refunded in full on Monday.';
      const resolved = await call('POST', `/api/admin/complaints/${id}/resolve`, admin.token, {
        resolution: answer,
      });
      expect(resolved.statusCode).toBe(200);
      const answered = await latestEmail(t, borrower.email, 'complaint-resolved');
      expect(answered.subject).toBe(expected.resolvedSubject(reference));
      expect(answered.textBody).toContain(`\n${answer}\n`);
      expectWhollyTranslated(answered);
      expect(await latestNotice(borrower.userId)).toBe(expected.resolvedNotice(reference));
      // Staff's own notice stays English (decision 029).
      const [staffNotice] = await t.ctx.db
        .select({ message: notifications.message })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, admin.id),
            eq(notifications.message, `New complaint ${reference}: Something else.`),
          ),
        );
      expect(staffNotice).toBeDefined();
    });
  },
);

import { listingDetailPath } from '@591/config';
import { waitForApp } from '../support/app-ready.ts';
import { seededListing } from '../support/listings.ts';
import { newMobile, visitFromOwnAddress } from '../support/members.ts';
import { logInAsOwner } from '../support/seeded-posters.ts';
import { origin } from '../support/site.ts';
import { codeFromOutbox, textLike } from '../support/sms-outbox.ts';
import { expect, test } from '../support/test.ts';
import { askCode, openBookingForm } from '../support/viewing-form.ts';

for (const section of ['rent', 'sale', 'land', 'business'] as const) {
  test(`a visitor books a viewing of a seeded ${section} listing with a code, and its owner logs in and confirms it, and the visitor cancels it by the texted link`, async ({
    browser,
    page,
    request,
  }) => {
    test.slow();
    // A listing its owner posted (屋主), of the seeded catalogue.
    const listing = await seededListing(request, section, { shType: 'host' });
    const detail = `${origin(section)}${listingDetailPath({ section, ...listing })}`;

    await visitFromOwnAddress(page.context());
    const form = await openBookingForm(page, detail);
    // The owner opened the default times: the slots are there to pick.
    const slot = form.getByRole('radio', { disabled: false }).first();
    await expect(slot).toBeVisible();
    await form.getByLabel('姓名').fill('林小姐');
    const mobile = newMobile();
    await askCode(form, mobile);
    const code = await codeFromOutbox(page, mobile);
    await slot.check();
    await form.getByLabel('簡訊驗證碼').fill(code);
    await form.getByRole('checkbox', { name: /隱私權政策/ }).check();
    await form.getByRole('button', { name: '送出預約' }).click();
    await expect(page.getByTestId('viewing-booked')).toContainText('已送出預約');

    // The owner logs in with the README's account and confirms it in 預約看屋.
    const ownerPage = await logInAsOwner(browser, listing.id);
    await ownerPage.goto(`${origin('user')}/center/viewings`);
    const received = ownerPage.getByTestId('viewing').filter({ hasText: mobile });
    await expect(received).toContainText(listing.title);
    await expect(received.getByTestId('viewing-status')).toHaveText('待屋主確認');
    await received.getByRole('button', { name: /^確認：/ }).click();
    await expect(received.getByTestId('viewing-status')).toHaveText('已確認');
    await ownerPage.context().close();

    // The visitor has no account: the booking's text links to where they cancel it, and the
    // booking's story is in their conversation with the owner.
    const text = await textLike(page, mobile, /conversation\?t=/);
    const link = /https?:\/\/\S+\/conversation\?t=[\w-]+/.exec(text)?.[0];
    expect(link, text).toBeTruthy();
    await page.goto(link!);
    await waitForApp(page);
    const booking = page.getByTestId('link-viewing');
    await expect(booking).toContainText('已確認');
    await expect(page.getByTestId('conversation-message').last()).toContainText(
      '屋主已確認看屋時間',
    );
    await booking.getByLabel('取消原因').fill('臨時要加班');
    await booking.getByRole('button', { name: '取消預約' }).click();
    await expect(booking).toContainText('已取消');
    await expect(page.getByTestId('conversation-message').last()).toContainText('預約人取消了');
  });
}

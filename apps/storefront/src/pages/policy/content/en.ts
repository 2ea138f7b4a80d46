import type { PolicyContent } from './types.js';

/** The policy pages in English. */
export const en: PolicyContent = {
  privacy: {
    intro: [
      'This policy explains what personal data we collect when you use our shop, why we use it, how long we keep it and the choices you have. It applies to this website and to the orders placed on it.',
      'We process personal data in line with Taiwan’s Personal Data Protection Act and, for shoppers in mainland China, the Personal Information Protection Law of the People’s Republic of China.',
    ],
    sections: [
      {
        id: 'data-we-collect',
        heading: 'What we collect',
        blocks: [
          'We collect only what we need to run the shop:',
          {
            list: [
              'Account data: your e-mail address, name and password (stored only as a one-way hash) and, if you add them, your phone number, gender, birthday and profile picture. If you sign in with Google or WeChat, we receive your account identifier, name and e-mail address from that service; we never see your password there.',
              'Order data: the products you buy, the recipient’s name, mobile number, e-mail address and delivery address or pickup store, the shipping and payment method, coupon codes and the order’s status history. For destinations that require customs identity (South Korea, Indonesia, Mexico, Brazil, Vietnam, Thailand, Malaysia and mainland China) we also collect the recipient’s customs code or ID number.',
              'Payment data: payments are handled by our payment providers (credit card, WeChat Pay, Alipay, UnionPay card). We receive the payment result and a reference number; we never receive or store your full card number.',
              'Usage data: pages viewed, products viewed and added to the cart, searches, device and browser type and the site language, collected with Google Analytics. Your IP address is anonymised before it is stored, and we do not use this data for personalised advertising.',
              'Back-in-stock requests: the e-mail address you leave on a sold-out product.',
            ],
          },
          'The site also keeps a few items in your browser: your sign-in token, your language, the items selected in your cart and, for the current visit only, your answer to the age check. The site needs them to work, and they are not used to follow you across other websites.',
        ],
      },
      {
        id: 'how-we-use-it',
        heading: 'Why we use it',
        blocks: [
          {
            list: [
              'To create and manage your account and let you sign in.',
              'To process, ship and deliver your orders, including customs clearance abroad, and to send order and shipping e-mails.',
              'To answer your questions and handle returns and refunds.',
              'To send the back-in-stock e-mail you asked for, once.',
              'To understand, in aggregate, how the shop is used, so we can improve it.',
              'To prevent fraud and abuse, and to meet our legal obligations such as tax and accounting records.',
            ],
          },
          'We do not send marketing e-mails unless you have agreed to receive them, and you can withdraw that consent at any time.',
        ],
      },
      {
        id: 'sharing',
        heading: 'Who we share it with',
        blocks: [
          'We never sell your personal data. We share it only with those who help us fulfil your order or run the shop, and only what they need:',
          {
            list: [
              'Carriers, convenience-store chains (7-ELEVEN, FamilyMart) and customs brokers, to deliver your parcel and clear it through customs.',
              'Payment providers, to take your payment and make refunds.',
              'Google Analytics (usage data with anonymised IP addresses) and our hosting and e-mail providers, under contracts that require them to protect it.',
              'Public authorities, when the law requires it.',
            ],
          },
          'Orders shipped from our warehouse in mainland China or to destinations outside Taiwan are handled by partners there; we pass on only the data needed for that delivery.',
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep it',
        blocks: [
          {
            list: [
              'Account data: for as long as your account is open. When you ask us to close it, we delete or anonymise it within 30 days.',
              'Orders and invoices: five years from the order, as Taiwan’s accounting and tax rules require.',
              'Customs codes and ID numbers: 180 days after the order is delivered, long enough for customs queries and after-sales service, then deleted.',
              'Usage data: 14 months, after which Google Analytics deletes it.',
              'Back-in-stock requests: until the e-mail is sent or you cancel the request.',
            ],
          },
        ],
      },
      {
        id: 'your-rights',
        heading: 'Your rights',
        blocks: [
          'You can ask us at any time to:',
          {
            list: [
              'Show you the personal data we hold about you, or give you a copy of it.',
              'Correct or complete it.',
              'Stop collecting, processing or using it.',
              'Delete it, unless the law requires us to keep it (order records, for example).',
            ],
          },
          'You can change most account details yourself in the member centre. For anything else, write to {email}. We reply within 15 days and may first ask you to confirm your identity.',
        ],
      },
      {
        id: 'security',
        heading: 'How we protect it',
        blocks: [
          'All traffic to the shop is encrypted (HTTPS). Passwords are stored as one-way hashes, and only the staff who need personal data for their work can access it. If a security incident ever affected your data, we would tell you and the authorities as the law requires.',
        ],
      },
      {
        id: 'minors',
        heading: 'Minors',
        blocks: [
          'The shop is meant for adults, and for minors with the consent of their parents or guardians. Some products are for adults only: their pages ask whether you are 18 or older before showing them.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to this policy',
        blocks: [
          'When we change this policy we update the date at the top of this page. If a change is significant, we also tell members by e-mail before it takes effect.',
        ],
      },
      {
        id: 'contact',
        heading: 'Contact',
        blocks: [
          'Questions about your personal data or this policy: {email}. Business hours: Monday to Friday, 10:00–18:00 (Taiwan time), except public holidays.',
        ],
      },
    ],
  },

  shipping: {
    intro: [
      'We ship from two warehouses, one in Taiwan and one in mainland China, to Taiwan, mainland China and a growing list of overseas destinations. All prices and shipping fees are in New Taiwan dollars (TWD).',
    ],
    sections: [
      {
        id: 'ship-from',
        heading: 'Where orders ship from',
        blocks: [
          'Each product page shows whether the item ships from Taiwan or from mainland China. Your cart groups items by where they ship from, and each group travels as its own parcel with its own shipping fee.',
          'Shipping fees and free-shipping thresholds depend on where the parcel ships from, its destination and the delivery method. The exact fee is shown at checkout before you pay.',
        ],
      },
      {
        id: 'dispatch',
        heading: 'When we ship',
        blocks: [
          {
            list: [
              'In-stock items leave our warehouse within 1–3 working days of payment.',
              'Pre-order items ship when they are released, on the date announced on the product page. Pre-order items are checked out and billed one at a time and always ship separately from other items, each with its own shipping fee.',
              'When your parcel leaves, we e-mail you its tracking number; you can also find it in your order records.',
            ],
          },
        ],
      },
      {
        id: 'taiwan',
        heading: 'Delivery in Taiwan',
        blocks: [
          {
            list: [
              'Home delivery: by courier, usually 1–2 working days after dispatch. Deliveries to the outlying islands can take longer.',
              'Convenience-store pickup: choose a 7-ELEVEN or FamilyMart store at checkout. We let you know when the parcel arrives; please collect it within 7 days with your pickup code. Parcels not collected in time come back to us, and we contact you to send them again or refund the order.',
            ],
          },
          'Orders shipped from our warehouse in mainland China to Taiwan go through Taiwan customs and usually take 5–10 working days.',
        ],
      },
      {
        id: 'mainland-china',
        heading: 'Delivery to mainland China',
        blocks: [
          'Orders from our warehouse in mainland China travel by domestic courier and usually arrive in 2–5 days. Orders from Taiwan to mainland China are cross-border parcels and usually take 5–10 working days.',
          'Mainland China customs requires real-name declaration of cross-border parcels: please enter the recipient’s resident ID number at checkout. The recipient’s name must match the ID card.',
        ],
      },
      {
        id: 'overseas',
        heading: 'Overseas delivery',
        blocks: [
          'We deliver to Hong Kong, Macau, South Korea, Japan, Singapore, Malaysia, Thailand, Vietnam, Indonesia, the Philippines, the United States, Mexico and Brazil. Overseas parcels are delivered to your door and usually arrive within 7–14 working days; customs inspections can add time.',
          'Please write overseas addresses in English (Latin letters), so that the carrier and customs can read them.',
        ],
      },
      {
        id: 'customs-identity',
        heading: 'Customs identity',
        blocks: [
          'Some destinations need the recipient’s identity to clear a parcel through customs. At checkout we ask for:',
          {
            list: [
              'South Korea: personal customs clearance code (P followed by 12 digits)',
              'Indonesia: tax ID number (NPWP)',
              'Mexico: tax ID (RFC)',
              'Brazil: tax number (CPF or CNPJ)',
              'Vietnam: ID number',
              'Thailand: tax ID number',
              'Malaysia: identity card number',
              'Mainland China: resident ID number',
            ],
          },
          'The recipient’s name must match the document. We use these numbers only for customs clearance (see our privacy policy). If customs rejects the details, we contact you to correct them: the parcel cannot be released until they are right.',
        ],
      },
      {
        id: 'duties-and-taxes',
        heading: 'Duties and taxes',
        blocks: [
          'Import duties, taxes and clearance fees charged by the destination are paid by the recipient, unless the product page says otherwise.',
          'Items marked as overseas-tax items are excluded from site-wide free-shipping events: their shipping fee is always charged.',
        ],
      },
      {
        id: 'refused-parcels',
        heading: 'Refused or unclaimed overseas parcels',
        blocks: [
          'An overseas parcel that is refused, cannot be delivered because the address or customs details are wrong, or is not collected comes back to us. We then refund the order less the return shipping, which is the order’s shipping fee × 2, and less any customs duties and taxes incurred.',
        ],
      },
      {
        id: 'damaged-or-lost',
        heading: 'Damaged or lost parcels',
        blocks: [
          'Please check your parcel when it arrives. If it is damaged or something is missing, keep the packaging, take photos and write to {email} within 7 days of receipt. If a parcel is lost in transit, we send the items again or refund you in full.',
        ],
      },
    ],
  },

  returns: {
    intro: [
      'We want you to be happy with what you buy. This policy explains how to return an item, when a return is not possible and how refunds work. It does not limit your rights under Taiwan’s Consumer Protection Act.',
    ],
    sections: [
      {
        id: 'cooling-off',
        heading: '7-day cooling-off period',
        blocks: [
          'You may return items within 7 days of receiving them, without giving a reason. The 7 days start on the day after you, or someone on your behalf, receive the parcel.',
          'Items must come back complete: with all parts, accessories, gifts, manuals, the original packaging and the invoice, in the state you would expect after looking at them in a shop. Please send them in an outer box rather than taping labels onto the product’s own packaging.',
        ],
      },
      {
        id: 'exceptions',
        heading: 'Items that cannot be returned',
        blocks: [
          'As Taiwan’s rules for distance selling allow, the cooling-off period does not apply to:',
          {
            list: [
              'Food and drinks that spoil easily, have a short shelf life or are close to their expiry date.',
              'Items made to your order, such as engraved or personalised products.',
              'Sealed audio, video or software products once opened.',
              'Sealed personal-hygiene products once opened.',
            ],
          },
          'A lucky bag is returned as a whole, with every item it contained. Defective items can always be returned (see below).',
        ],
      },
      {
        id: 'defects',
        heading: 'Defective or wrong items',
        blocks: [
          'If an item arrives defective or damaged, or is not what you ordered, write to {email} within 7 days of receipt with your order number and photos of the item and its packaging. We pay the return shipping and send a replacement, or refund you if none is available.',
        ],
      },
      {
        id: 'how-to-return',
        heading: 'How to return an item',
        blocks: [
          {
            ordered: true,
            list: [
              'Write to {email} with your order number, the items you are returning and, if you like, the reason.',
              'Within 2 working days we reply with the return address; in Taiwan we arrange a pickup at your address.',
              'Pack the items as described above and hand the parcel to the carrier.',
              'We check the return within 3 working days of receiving it and tell you the result.',
            ],
          },
        ],
      },
      {
        id: 'return-shipping',
        heading: 'Return shipping',
        blocks: [
          {
            list: [
              'Returns within Taiwan: we arrange and pay for the pickup.',
              'Returns from outside Taiwan: you pay the return shipping, except for defective or wrong items. Customs duties and taxes paid on the original delivery cannot be recovered.',
              'Refused or unclaimed overseas parcels: the return shipping (the order’s shipping fee × 2) and any customs duties and taxes are deducted from the refund, as our shipping terms explain.',
            ],
          },
        ],
      },
      {
        id: 'refunds',
        heading: 'Refunds',
        blocks: [
          'Once a return is accepted we refund you within 14 days, to the payment method you used: credit card, WeChat Pay, Alipay or UnionPay card. Card refunds appear on your statement according to your bank’s billing cycle.',
          'If you return part of an order and the rest no longer reaches a coupon’s threshold, the refund is reduced by the discount that no longer applies. When a whole order is returned, coupons used on it come back to your account if they are still valid.',
          'For orders in Taiwan, the e-invoice is voided or a sales allowance is issued for the returned amount; you do not need to send any paper back.',
        ],
      },
      {
        id: 'pre-orders',
        heading: 'Cancelling a pre-order',
        blocks: [
          'You may cancel a pre-order at any time before it ships by writing to {email}; we refund the full amount. Once it has shipped, the usual return rules apply.',
        ],
      },
    ],
  },

  about: {
    intro: [
      'We are an online shop based in Taiwan for anime, game and pop-culture goods, serving shoppers in Taiwan, mainland China and abroad in Traditional Chinese, Simplified Chinese and English.',
    ],
    sections: [
      {
        id: 'our-story',
        heading: 'Our story',
        blocks: [
          'We started as a small group of collectors who were tired of waiting months for the figures and merchandise we loved, or of paying too much for items of uncertain origin. Today we run warehouses in Taiwan and in mainland China, so most products reach you quickly and at a fair price.',
        ],
      },
      {
        id: 'what-we-sell',
        heading: 'What we sell',
        blocks: [
          {
            list: [
              'Figures and plush toys',
              'Anime merchandise, apparel and accessories',
              'Trading cards',
              'Stationery and everyday goods',
              'Snacks and drinks from Taiwan and beyond',
            ],
          },
          'Alongside our regular range we offer pre-orders of upcoming releases, co-branded collaborations made with licensors, and lucky bags: surprise bundles worth more than their price.',
        ],
      },
      {
        id: 'our-promise',
        heading: 'Our promise',
        blocks: [
          {
            list: [
              'Genuine products only: every item comes from its maker or an authorised distributor.',
              'Clear prices: all prices are in New Taiwan dollars, with an approximate amount in your currency where it helps, and shipping is shown before you pay.',
              'Careful packing: figures and collectibles are boxed so that they arrive as they left.',
              'Fair rules: a 7-day cooling-off period and straightforward returns (see our return policy).',
            ],
          },
        ],
      },
      {
        id: 'payment-and-delivery',
        heading: 'Payment and delivery',
        blocks: [
          'You can pay by credit card, WeChat Pay, Alipay or UnionPay card. In Taiwan we deliver to your door or to a 7-ELEVEN or FamilyMart store; we also ship to mainland China, Hong Kong, Macau and overseas. Our shipping terms have the details.',
        ],
      },
      {
        id: 'contact',
        heading: 'Contact us',
        blocks: [
          'Our customer service team answers in Chinese and English at {email}, Monday to Friday, 10:00–18:00 (Taiwan time), except public holidays. We usually reply within one working day.',
        ],
      },
    ],
  },
};

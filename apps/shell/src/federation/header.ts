export * from '@591/header';

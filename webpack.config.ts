import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import 'webpack-dev-server';

// In development, /api is proxied to the API server (npm run server).
const apiTarget = process.env.API_URL ?? 'http://localhost:8000';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes a brotli (.br) and a gzip (.gz) copy of each text file worth compressing, at the highest
 * levels, for the server to send as they are instead of compressing on every request.
 */
const precompress: webpack.WebpackPluginInstance = {
  apply: (compiler) => {
    compiler.hooks.thisCompilation.tap('Precompress', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'Precompress', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const worthIt = Object.entries(assets).filter(
            ([name, source]) => /\.(js|css|html|svg)$/.test(name) && source.size() >= 1024,
          );
          await Promise.all(
            worthIt.map(async ([name, source]) => {
              const content = source.buffer();
              const [br, gz] = await Promise.all([
                brotli(content, {
                  params: {
                    [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                  },
                }),
                gzipAsync(content, { level: zlibConstants.Z_BEST_COMPRESSION }),
              ]);
              compilation.emitAsset(`${name}.br`, new webpack.sources.RawSource(br));
              compilation.emitAsset(`${name}.gz`, new webpack.sources.RawSource(gz));
            }),
          );
        },
      );
    });
  },
};

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
  const production = argv.mode === 'production';
  return {
    mode: production ? 'production' : 'development',
    entry: {
      main: './src/main.tsx',
      // The driver's phone page: React and its own code in one file, with the runtime, so that
      // a cab's weak network fetches one script and none of the app's.
      driver: { import: './src/driver/main.tsx', runtime: false },
      // The shared tracking page, for a shipper's customer: React and its own code in one file,
      // with the runtime; the lane map comes after, in the chunks the app loads it from too.
      tracking: { import: './src/publicTracking/main.tsx', runtime: false },
    },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        '@domain': path.resolve(__dirname, 'domain'),
        // The mocks' CSV: the package's Node build needs Buffer, which browsers lack.
        'csv-stringify/sync$': 'csv-stringify/browser/esm/sync',
      },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        {
          // antd's helper packages declare no side effects although they have none: saying so lets
          // webpack leave out the parts a page does not use.
          test: /[\\/]node_modules[\\/](@rc-component|@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors))[\\/]/,
          sideEffects: false,
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: './public/index.html',
        favicon: './public/favicon.svg',
        chunks: ['main'],
      }),
      new HtmlWebpackPlugin({
        template: './src/driver/driver.html',
        filename: 'driver.html',
        favicon: './public/favicon.svg',
        chunks: ['driver'],
      }),
      new HtmlWebpackPlugin({
        template: './src/publicTracking/tracking.html',
        filename: 'tracking.html',
        favicon: './public/favicon.svg',
        chunks: ['tracking'],
      }),
      ...(production ? [precompress] : []),
    ],
    optimization: {
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
      // Few, larger chunks: a first visit over HTTP/1.1 waits on each extra request more than on
      // the few shared kilobytes it would save.
      splitChunks: {
        chunks: (chunk) => chunk.name !== 'driver' && chunk.name !== 'tracking',
        minSize: 30_000,
        maxInitialRequests: 4,
        maxAsyncRequests: 6,
      },
      runtimeChunk: 'single',
    },
    performance: { hints: false },
    devServer: {
      port: Number(process.env.DEV_PORT ?? 3000),
      historyApiFallback: {
        rewrites: [
          { from: /^\/d\//, to: '/driver.html' },
          { from: /^\/t\//, to: '/tracking.html' },
        ],
      },
      hot: true,
      proxy: [{ context: ['/api'], target: apiTarget }],
    },
  };
};

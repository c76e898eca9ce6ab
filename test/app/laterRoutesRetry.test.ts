import type { RouteObject } from 'react-router-dom';

const mockLoadLaterRoutes = jest.fn<Promise<RouteObject[]>, []>();
jest.mock('@/app/routes', () => ({ ...jest.requireActual('@/app/routes'), loadLaterRoutes: () => mockLoadLaterRoutes() }));

import { laterRoutesPatcher } from '@/app/router';

describe('the later routes on a weak signal', () => {
  it('asks for a chunk that failed to load again on the next navigation instead of keeping the 404', async () => {
    const later: RouteObject[] = [{ path: '/invoiceManage' }];
    mockLoadLaterRoutes.mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce(later);
    const patch = jest.fn();
    const patcher = laterRoutesPatcher();

    await expect(patcher({ path: '/invoiceManage', patch })).rejects.toThrow('ChunkLoadError');
    expect(patch).not.toHaveBeenCalled();

    await patcher({ path: '/invoiceManage', patch });
    expect(patch).toHaveBeenCalledWith('root', later);
    // Loaded once it worked: a third navigation does not fetch again, but patches with its own patch (the router
    // skips what it holds; a patch for a navigation it aborted is dropped, see laterRoutesInterrupted.test.tsx).
    await patcher({ path: '/invoiceManage', patch });
    expect(mockLoadLaterRoutes).toHaveBeenCalledTimes(2);
    expect(patch).toHaveBeenCalledTimes(2);
    expect(patch).toHaveBeenLastCalledWith('root', later);
  });
});

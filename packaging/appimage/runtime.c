/* The runtime at the head of shikitable.AppImage: the bundle folder follows it as a squashfs image.

   No AppImage runtime can be installed as a Debian or PyPI package (Debian has libappimage only;
   the PyPI tools download appimagetool and its runtime at build time), so packaging/build.sh
   compiles this one with the C compiler and appends the image made by squashfs-tools' mksquashfs.
   It is an AppImage of type 2 in layout (ELF, "AI\2" at byte 8, the image right after the ELF
   file), but it mounts the image with the system's squashfuse instead of a built-in FUSE client:

     run            mount the image read-only with squashfuse, run AppRun, unmount;
                    without squashfuse: unpack once with unsquashfs into
                    ~/.cache/shikitable/<image size>-<image time>/ and run from there
     --appimage-extract        unpack into ./squashfs-root (as other AppImages do)
     --appimage-offset         print where the image starts */

#define _GNU_SOURCE
#include <elf.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

static long image_offset(const char *self) {
    FILE *file = fopen(self, "rb");
    Elf64_Ehdr header;
    if (!file || fread(&header, sizeof header, 1, file) != 1) {
        if (file) fclose(file);
        return -1;
    }
    fclose(file);
    return (long)(header.e_shoff + (Elf64_Off)header.e_shentsize * header.e_shnum);
}

static int run_and_wait(char *const argv[]) {
    pid_t child = fork();
    if (child == 0) {
        execvp(argv[0], argv);
        _exit(127);
    }
    int status = 0;
    if (child < 0 || waitpid(child, &status, 0) < 0) return -1;
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

static int unpack(const char *self, long offset, const char *into) {
    char skip[32];
    snprintf(skip, sizeof skip, "%ld", offset);
    char *argv[] = {"unsquashfs", "-q", "-n", "-f", "-o", skip, "-d", (char *)into, (char *)self, NULL};
    return run_and_wait(argv);
}

static int start(const char *appdir, const char *self, int argc, char **argv) {
    char apprun[PATH_MAX];
    snprintf(apprun, sizeof apprun, "%s/AppRun", appdir);
    setenv("APPDIR", appdir, 1);
    setenv("APPIMAGE", self, 1);
    argv[0] = apprun;
    pid_t child = fork();
    if (child == 0) {
        execv(apprun, argv);
        fprintf(stderr, "shikitable.AppImage: cannot start %s: %s\n", apprun, strerror(errno));
        _exit(127);
    }
    int status = 0;
    waitpid(child, &status, 0);
    (void)argc;
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

int main(int argc, char **argv) {
    char self[PATH_MAX];
    ssize_t length = readlink("/proc/self/exe", self, sizeof self - 1);
    if (length <= 0) {
        fprintf(stderr, "shikitable.AppImage: cannot find its own file\n");
        return 1;
    }
    self[length] = '\0';
    long offset = image_offset(self);
    if (offset <= 0) {
        fprintf(stderr, "shikitable.AppImage: %s is not a readable AppImage\n", self);
        return 1;
    }
    if (argc > 1 && strcmp(argv[1], "--appimage-offset") == 0) {
        printf("%ld\n", offset);
        return 0;
    }
    if (argc > 1 && strcmp(argv[1], "--appimage-extract") == 0) {
        int code = unpack(self, offset, "squashfs-root");
        if (code != 0) fprintf(stderr, "shikitable.AppImage: unpacking needs unsquashfs (squashfs-tools)\n");
        return code;
    }
    char mount_dir[] = "/tmp/.mount_shikitableXXXXXX";
    if (mkdtemp(mount_dir) != NULL) {
        char options[64];
        snprintf(options, sizeof options, "ro,offset=%ld", offset);
        char *mount_argv[] = {"squashfuse", "-o", options, self, mount_dir, NULL};
        if (run_and_wait(mount_argv) == 0) {
            int code = start(mount_dir, self, argc, argv);
            char *unmount_argv[] = {"fusermount", "-u", mount_dir, NULL};
            if (run_and_wait(unmount_argv) != 0) {
                char *unmount3_argv[] = {"fusermount3", "-u", mount_dir, NULL};
                run_and_wait(unmount3_argv);
            }
            rmdir(mount_dir);
            return code;
        }
        rmdir(mount_dir);
    }
    /* no squashfuse (or no FUSE): unpack once into the user's cache and run from there */
    struct stat facts;
    const char *home = getenv("HOME");
    if (stat(self, &facts) != 0 || home == NULL) {
        fprintf(stderr, "shikitable.AppImage: cannot mount or unpack (install squashfuse or squashfs-tools)\n");
        return 1;
    }
    char cache[PATH_MAX], target[PATH_MAX], marker[PATH_MAX + 16];
    snprintf(cache, sizeof cache, "%s/.cache/shikitable", home);
    snprintf(target, sizeof target, "%s/%lld-%lld", cache, (long long)facts.st_size, (long long)facts.st_mtime);
    snprintf(marker, sizeof marker, "%s/AppRun", target);
    if (access(marker, X_OK) != 0) {
        char *mkdir_argv[] = {"mkdir", "-p", cache, NULL};
        run_and_wait(mkdir_argv);
        if (unpack(self, offset, target) != 0) {
            fprintf(stderr, "shikitable.AppImage: cannot mount or unpack (install squashfuse or squashfs-tools)\n");
            return 1;
        }
    }
    return start(target, self, argc, argv);
}

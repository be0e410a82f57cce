/* SPDX-License-Identifier: MIT */
/*
 * The default LIB_FUZZING_ENGINE, for compilers and targets without libFuzzer (gcc, qemu).
 * usage: PROGRAM FILE_OR_DIRECTORY...   (a directory's files are replayed in name order)
 * Prints "Executed FILE" per input like libFuzzer; fails when it replayed nothing.
 */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "fuzz.h"

static unsigned long replayed;

static void die(const char *what, const char *path)
{
    fprintf(stderr, "standalone: %s: %s\n", what, path);
    exit(2);
}

static void replay_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    unsigned char *data;
    long size;
    if (!f || fseek(f, 0, SEEK_END) != 0 || (size = ftell(f)) < 0 || fseek(f, 0, SEEK_SET) != 0)
        die("cannot read", path);
    /* Exactly size bytes (at least 1 for malloc), so ASan sees a read past the input. */
    data = malloc(size ? (size_t)size : 1u);
    if (!data || fread(data, 1, (size_t)size, f) != (size_t)size) die("cannot read", path);
    fclose(f);
    LLVMFuzzerTestOneInput(data, (size_t)size);
    free(data);
    printf("Executed %s\n", path);
    replayed++;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static void replay_directory(const char *dir)
{
    DIR *d = opendir(dir);
    struct dirent *e;
    char **names = NULL;
    size_t count = 0, i;
    if (!d) die("cannot open", dir);
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.') continue;
        names = realloc(names, (count + 1) * sizeof *names);
        if (!names || !(names[count] = malloc(strlen(dir) + strlen(e->d_name) + 2))) die("out of memory", dir);
        sprintf(names[count++], "%s/%s", dir, e->d_name);
    }
    closedir(d);
    qsort(names, count, sizeof *names, by_name);
    for (i = 0; i < count; i++) {
        replay_file(names[i]);
        free(names[i]);
    }
    free(names);
}

int main(int argc, char **argv)
{
    int i;
    for (i = 1; i < argc; i++) {
        struct stat st;
        if (stat(argv[i], &st) != 0) die("no such file", argv[i]);
        if (S_ISDIR(st.st_mode)) replay_directory(argv[i]);
        else replay_file(argv[i]);
    }
    printf("standalone: replayed %lu inputs\n", replayed);
    return replayed ? 0 : 2;
}
